/** The strings the first screen needs: the app, the layout, menus and page titles, and the API's common messages. */

export const APP_TITLE = 'Event Artwork Upload Management';

export const NOT_FOUND_TEXTS = {
  title: 'ERROR',
  message: 'We can’t seem to find the page you are looking for!',
  backHome: 'Back to Home Page',
} as const;

/** Messages shared by client checks and server answers. */
export const MESSAGES = {
  bothRequired: 'Both fields are required.',
  allRequired: 'All fields are required.',
  passwordsMismatch: 'Passwords do not match.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  registrationSuccess: 'Registration successful!',
  /** The answer to every sign-up, whether or not the address has an account: nothing tells them apart. */
  registrationEmailSent: 'Check your email to confirm your address and finish signing up.',
  registrationLinkInvalid: 'This confirmation link is invalid or has expired. Sign up again to get a new one.',
  registrationPasswordWrong: 'This is not the password you chose when you signed up.',
  registrationTaken: 'An account with this email already exists. Sign in, or use “Forgot password?” to set a new password.',
  somethingWrong: 'Something went wrong.',
  networkError: 'Cannot reach the server. Check your connection and try again.',
  pleaseLogin: 'Please login.',
  invalidCredentials: 'Invalid email or password.',
  accountInactive: 'This account is inactive. Please contact your administrator.',
  emailTaken: 'An account with this email already exists.',
  passwordLength: 'Password must be 8 to 128 characters.',
  emailInvalid: 'Enter a valid email address.',
  resetLinkSentGeneric: 'If an account exists for that email, a reset link has been sent.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resetLinkUsable: 'This link can set a password.',
  passwordResetDone: 'Your password has been set. Redirecting to sign in...',
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  invalidRequest: 'Invalid request.',
  payloadTooLarge: 'The request is too large.',
  serverError: 'Something went wrong on our side. Please try again.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'This content type is not supported.',
  tooManyRequests: 'Too many requests. Please try again later.',
  failedFetchProfile: 'Failed to fetch profile',
  failedUpdateProfile: 'Failed to update profile',
  profileUpdated: 'Profile updated successfully!',
  failedSendResetLink: 'Failed to send reset link.',
  resetLinkSent: 'Reset link sent successfully!',
  sessionExpired: 'Your session has ended. Please sign in again.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  tooLong: (max: number) => `At most ${max} characters.`,
  controlCharacters: 'Remove the invisible control characters from this field.',
  mustBeText: 'Must be text.',
  pageInvalid: 'Page must be a whole number of 1 or more.',
  idInvalid: 'The id must be a whole number of 1 or more.',
  limitInvalid: 'Limit must be a whole number of 1 or more.',
  statusFilterInvalid: 'Status must be Active, Invited or Inactive.',
  languageInvalid: 'Language must be one of en, de, fr, es, it, zh-Hans and ar.',
} as const;

export const LAYOUT_TEXTS = {
  home: 'Home',
  editProfile: 'Edit profile',
  signOut: 'Sign out',
  /** A detail with no value. */
  emptyValue: '—',
  toggleSidebar: 'Toggle sidebar',
  userMenu: 'User menu',
  loading: 'Loading',
  close: 'Close',
  darkMode: 'Switch to dark mode',
  lightMode: 'Switch to light mode',
  mainMenu: 'Main menu',
  menuHeading: 'Menu',
  closeMenu: 'Close menu',
  /** Said before each toast to screen readers: what it is. */
  notification: 'Notification',
  /** Names the toasts' region; the toaster puts the key that reaches it (F8) in place of {hotkey}. */
  notifications: 'Notifications ({hotkey})',
} as const;

export const MENU_TEXTS = {
  dashboard: 'Dashboard',
  manageUsers: 'Manage Users',
  ownerAdmins: 'Owner/Admins',
  organisers: 'Event Organisers',
  exhibitors: 'Exhibiting Companies',
  events: 'Events',
  emailTemplates: 'Email Templates',
  auditLog: 'Audit Log',
  signOut: 'Sign Out',
} as const;

/** Page titles: the PageHeader and the document title read these. */
export const PAGE_TITLES = {
  dashboard: 'Dashboard',
  profile: 'Profile',
  ownerAdmins: 'Owner Admins',
  ownerAdminAdd: 'Add Owner/Admin',
  ownerAdminEdit: 'Edit Owner/Admin',
  ownerAdminView: 'Owner/Admin Information',
  organisers: 'Event Organisers',
  organiserAdd: 'Add Organiser',
  organiserEdit: 'Edit Organiser',
  organiserView: 'Organiser Information',
  exhibitors: 'Exhibiting Companies',
  companyAdd: 'Add Exhibiting Company',
  companyEdit: 'Edit Exhibiting Company',
  companyView: 'Exhibiting Company Information',
  events: 'Calendar',
  eventDetails: 'Event Details',
  emailTemplates: 'Email Templates',
  review: 'Review Artwork',
  reviewQueue: 'Awaiting Review',
  auditLog: 'Audit Log',
  guestReviews: 'Your Reviews',
  guestReview: 'Review Artwork',
} as const;
