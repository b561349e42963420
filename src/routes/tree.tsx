import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect, type RouteComponent } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ORGANISER_ALIASES, PAGE_TITLES, PAGES, PUBLIC_PATHS, type Permission } from '../api/contract';
import { guardPage, safeRedirect, settledUser, type RouterContext } from './guard';
import { TitledPage } from './layout/TitledPage';
import { NotFoundPage } from './NotFoundPage';
import { Root } from './Root';

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});

/** Public pages, outside the layout. */
const publicRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  validateSearch: z.object({ redirect: z.optional(z.string()), token: z.optional(z.string()) }),
});

/** Sign in and sign up: a signed-in user goes into the app instead (a reset link still works signed in). */
const entryRoute = createRoute({
  getParentRoute: () => publicRoute,
  id: 'entry',
  beforeLoad: async ({ context, search }) => {
    if (await settledUser(context.session)) throw redirect({ href: safeRedirect(search.redirect) });
  },
});

const publicPage = <P extends string>(
  parent: typeof publicRoute | typeof entryRoute,
  path: P,
  component: ReturnType<typeof lazyRouteComponent>,
) => createRoute({ getParentRoute: () => parent, path, component });

const signInRoute = publicPage(entryRoute, PUBLIC_PATHS.signIn, lazyRouteComponent(() => import('./auth/SignInPage'), 'SignInPage'));
const signUpRoute = publicPage(entryRoute, PUBLIC_PATHS.signUp, lazyRouteComponent(() => import('./auth/SignUpPage'), 'SignUpPage'));
const resetPasswordRoute = publicPage(
  publicRoute,
  PUBLIC_PATHS.resetPassword,
  lazyRouteComponent(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage'),
);
const setPasswordRoute = publicPage(
  publicRoute,
  PUBLIC_PATHS.setPassword,
  lazyRouteComponent(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage'),
);

/** Every guarded page renders inside the layout. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyRouteComponent(() => import('./layout/AppLayout'), 'AppLayout'),
});

const page = <P extends string>(entry: { path: P; permission: Permission }, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path: entry.path, beforeLoad: guardPage(entry.permission), component });

/** Pages whose content a later part of the product fills: their title in the frame. */
const titled = <P extends string>(entry: { path: P; permission: Permission }, title: string) =>
  page(entry, () => <TitledPage title={title} />);

const pageRoutes = [
  page(PAGES.dashboard, lazyRouteComponent(() => import('./dashboard/DashboardPage'), 'DashboardPage')),
  page(PAGES.profile, lazyRouteComponent(() => import('./profile/ProfilePage'), 'ProfilePage')),
  titled(PAGES.ownerAdmins, PAGE_TITLES.ownerAdmins),
  titled(PAGES.ownerAdminAdd, PAGE_TITLES.ownerAdminAdd),
  titled(PAGES.ownerAdminEdit, PAGE_TITLES.ownerAdminEdit),
  titled(PAGES.ownerAdminView, PAGE_TITLES.ownerAdminView),
  titled(PAGES.organisers, PAGE_TITLES.organisers),
  titled(PAGES.organiserAdd, PAGE_TITLES.organiserAdd),
  titled(PAGES.organiserEdit, PAGE_TITLES.organiserEdit),
  titled(PAGES.organiserView, PAGE_TITLES.organiserView),
  titled(PAGES.exhibitors, PAGE_TITLES.exhibitors),
  titled(PAGES.companyAdd, PAGE_TITLES.companyAdd),
  titled(PAGES.companyEdit, PAGE_TITLES.companyEdit),
  titled(PAGES.companyView, PAGE_TITLES.companyView),
  page(PAGES.events, lazyRouteComponent(() => import('./events/EventsPage'), 'EventsPage')),
  page(PAGES.eventDetails, lazyRouteComponent(() => import('./events/EventDetailsPage'), 'EventDetailsPage')),
  titled(PAGES.emailTemplates, PAGE_TITLES.emailTemplates),
];

/** The other spelling of each organiser path redirects to the one SPEC.md lists. */
const alias = <P extends keyof typeof ORGANISER_ALIASES>(from: P) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: from,
    beforeLoad: ({ params }) => {
      const id = (params as { id?: string }).id;
      const to: string = ORGANISER_ALIASES[from];
      throw redirect({ href: id === undefined ? to : to.replace('$id', encodeURIComponent(id)), replace: true });
    },
  });

const aliasRoutes = [
  alias('/organizers'),
  alias('/organisers/add'),
  alias('/organizers/edit/$id'),
  alias('/organisers/view/$id'),
];

export const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([entryRoute.addChildren([signInRoute, signUpRoute]), resetPasswordRoute, setPasswordRoute]),
  appRoute.addChildren(pageRoutes),
  ...aliasRoutes,
]);
