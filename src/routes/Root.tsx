import { Outlet } from '@tanstack/react-router';
import { LAYOUT_TEXTS } from '../api/contract';
import { Toaster } from '../design-system';

export function Root() {
  return (
    <>
      <Outlet />
      <Toaster closeLabel={LAYOUT_TEXTS.close} />
    </>
  );
}
