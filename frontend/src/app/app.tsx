import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { queryClient } from '@/lib/query-client';
import { setNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { preloadPage, routes } from './router';

preloadPage(window.location.pathname);
const router = createBrowserRouter(routes);
setNavigator((to) => void router.navigate(to, { replace: true }));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
