import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './api/client.ts';
import { AlertHost } from './components/ui/confirm-dialog.tsx';
import { Toaster } from './components/ui/toast.tsx';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { Router } from './routes/routes.tsx';

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <Toaster>
          <Router />
          <AlertHost />
        </Toaster>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
