// All styles load with the first HTML (pages are server-rendered: no flash of unstyled text).
import './styles.css';
import './components/skeleton.css';
import './pages/account/account.css';
import './pages/legal/legal.css';
import './pages/payment/payment.css';
