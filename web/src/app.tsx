import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createQueryClient } from './api/client.ts';
import { AlertHost } from './components/ui/confirm-dialog.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { createAppRouter } from './router/router.ts';

export function App() {
  const [client] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter());
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Toaster>
          <RouterProvider router={router} />
          <AlertHost />
        </Toaster>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
