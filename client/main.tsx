import { renderAfterFailure, startApp } from './app-root';
import './styles';

startApp().catch(renderAfterFailure);
