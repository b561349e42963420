import { Outlet } from '@tanstack/react-router';
import { Toasts } from './Toasts';

export function Root() {
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  );
}
