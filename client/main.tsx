import { renderAfterFailure, startApp } from './app-root';
import { registerServiceWorker } from './lib/service-worker';
import './styles';

startApp().catch(renderAfterFailure);
registerServiceWorker();
