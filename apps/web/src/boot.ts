import './styles/index.css';
import { SERVER_STATE_ID } from './shared/ssr/server-state.ts';

/**
 * The page's entry. A page the server rendered is on screen as soon as its HTML is: the app's
 * code (fetched meanwhile, see the `modulepreload` links the server adds) runs once the browser
 * has painted it, so neither its evaluation nor the hydration delays the first paint. Any other
 * page starts the app at once.
 */
const start = () => void import('./main.tsx');
if (document.getElementById(SERVER_STATE_ID)) requestAnimationFrame(() => setTimeout(start, 0));
else start();
