import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../shared/auth/index.ts';
import { AppRoutes } from './routes.tsx';

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AuthProvider>
  );
}
