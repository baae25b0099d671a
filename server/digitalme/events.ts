// A DigitalMe change is a live event of the kernel's bus (server/realtime/digitalme-events.ts); the
// persona's services and jobs keep finding it here.
export { notifyDigitalMe } from '../realtime/digitalme-events';
