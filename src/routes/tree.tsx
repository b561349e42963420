import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect, type RouteComponent } from '@tanstack/react-router';
import { ORGANISER_ALIASES, PAGES, PUBLIC_PATHS, type Permission } from '../api/contract';
import { guardPage, safeRedirect, settledUser, type RouterContext } from './shared/guard';
import { auditSearch } from './audit-log/audit-search';
import { publicSearch } from './auth/public-search';
import { accountListSearch, listSearch } from './shared/list-search';
import { matrixSearch } from './matrix/matrix-search';
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
  validateSearch: publicSearch,
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
const confirmSignUpRoute = publicPage(
  publicRoute,
  PUBLIC_PATHS.confirmSignUp,
  lazyRouteComponent(() => import('./auth/ConfirmSignUpPage'), 'ConfirmSignUpPage'),
);
const setPasswordRoute = publicPage(
  publicRoute,
  PUBLIC_PATHS.setPassword,
  lazyRouteComponent(() => import('./auth/ResetPasswordPage'), 'ResetPasswordPage'),
);

/** An emailed sign-in link: public, and open signed in too (it signs in its own account). */
const signInLinkRoute = publicPage(publicRoute, PUBLIC_PATHS.signInLink, lazyRouteComponent(() => import('./auth/SignInLinkPage'), 'SignInLinkPage'));

/** Every guarded page renders inside the layout. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyRouteComponent(() => import('./AppShell'), 'AppShell'),
});

const page = <P extends string>(entry: { path: P; permission: Permission }, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path: entry.path, beforeLoad: guardPage(entry.permission), component });

/** A list page: its page number and search live in the address, so a reload or a shared link keeps them. */
const listPage = <P extends string>(entry: { path: P; permission: Permission }, component: RouteComponent, validateSearch: typeof listSearch = listSearch) =>
  createRoute({ getParentRoute: () => appRoute, path: entry.path, validateSearch, beforeLoad: guardPage(entry.permission), component });

/** Manage Users: one list, form and detail page for each kind of account, each kind a chunk of its own. */
type PageOf<M> = { [K in keyof M]: M[K] extends RouteComponent ? K : never }[keyof M] & string;
const ownerAdminPage = (name: PageOf<typeof import('./users/owner-admins')>) => lazyRouteComponent(() => import('./users/owner-admins'), name);
const organiserPage = (name: PageOf<typeof import('./users/organisers')>) => lazyRouteComponent(() => import('./users/organisers'), name);
const companyPage = (name: PageOf<typeof import('./users/companies')>) => lazyRouteComponent(() => import('./users/companies'), name);

const pageRoutes = [
  page(PAGES.dashboard, lazyRouteComponent(() => import('./DashboardRoute'), 'DashboardRoute')),
  page(PAGES.profile, lazyRouteComponent(() => import('./profile/ProfilePage'), 'ProfilePage')),
  listPage(PAGES.ownerAdmins, ownerAdminPage('OwnerAdminListPage')),
  page(PAGES.ownerAdminAdd, ownerAdminPage('OwnerAdminFormPage')),
  page(PAGES.ownerAdminEdit, ownerAdminPage('OwnerAdminFormPage')),
  page(PAGES.ownerAdminView, ownerAdminPage('OwnerAdminViewPage')),
  listPage(PAGES.organisers, organiserPage('OrganiserListPage')),
  page(PAGES.organiserAdd, organiserPage('OrganiserFormPage')),
  page(PAGES.organiserEdit, organiserPage('OrganiserFormPage')),
  page(PAGES.organiserView, organiserPage('OrganiserViewPage')),
  listPage(PAGES.exhibitors, companyPage('CompanyListPage'), accountListSearch),
  page(PAGES.companyAdd, companyPage('CompanyFormPage')),
  page(PAGES.companyEdit, companyPage('CompanyFormPage')),
  page(PAGES.companyView, companyPage('CompanyViewPage')),
  page(PAGES.events, lazyRouteComponent(() => import('./calendar/EventsPage'), 'EventsPage')),
  // The completeness matrix's filter, search and page are in the address.
  listPage(PAGES.eventDetails, lazyRouteComponent(() => import('./EventDetailsRoute'), 'EventDetailsRoute'), matrixSearch),
  page(PAGES.emailTemplates, lazyRouteComponent(() => import('./email-templates/EmailTemplatesPage'), 'EmailTemplatesPage')),
  page(PAGES.review, lazyRouteComponent(() => import('./review/ReviewPage'), 'ReviewPage')),
  page(PAGES.reviewQueue, lazyRouteComponent(() => import('./review/ReviewQueuePage'), 'ReviewQueuePage')),
  listPage(PAGES.auditLog, lazyRouteComponent(() => import('./audit-log/AuditLogPage'), 'AuditLogPage'), auditSearch),
  // A guest reviewer's own pages: where its emailed links open.
  page(PAGES.guestReviews, lazyRouteComponent(() => import('./review/GuestReviewsPage'), 'GuestReviewsPage')),
  page(PAGES.guestReview, lazyRouteComponent(() => import('./review/ReviewPage'), 'GuestReviewPage')),
];

/** Each old "organizers" path redirects to the one the page table lists (docs/decisions.md, decision 1). */
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

const aliasRoutes = [alias('/organizers'), alias('/organizers/add'), alias('/organizers/edit/$id'), alias('/organizers/view/$id')];

export const routeTree = rootRoute.addChildren([
  publicRoute.addChildren([entryRoute.addChildren([signInRoute, signUpRoute]), resetPasswordRoute, setPasswordRoute, confirmSignUpRoute, signInLinkRoute]),
  appRoute.addChildren(pageRoutes),
  ...aliasRoutes,
]);
