export default function SandboxCheckoutPage() { return null; }
