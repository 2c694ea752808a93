import { Navigate } from 'react-router';
import { useCan } from '../lib/session.tsx';
import { ItemsPage } from './ItemsPage.tsx';

/** Editors and admins start at their items; moderators at the dashboard with their queues. */
export function HomePage() {
  const can = useCan();
  if (can('content')) return <ItemsPage />;
  return <Navigate to="/dashboard" replace />;
}
