/**
 * Every user-facing string of the product, exactly as SPEC.md writes it.
 * Screens, the server and the tests import from here; nothing copies a string.
 */
export const APP_TITLE = 'Event Artwork Upload Management';

export const AUTH_TEXTS = {
  brandTagline: 'Collect, check and review the artwork every exhibitor delivers for your events.',
  signInTitle: 'Sign In',
  signInHint: 'Enter your email and password to sign in!',
  emailLabel: 'Email',
  emailPlaceholder: 'info@example.com',
  passwordLabel: 'Password',
  passwordPlaceholder: 'Enter your password',
  forgotPasswordLink: 'Forgot password?',
  signInButton: 'Sign in',
  signInPending: 'Signing In...',
  noAccountPrompt: 'Don’t have an account?',
  signUpLink: 'Sign Up',
  signUpTitle: 'Sign Up',
  signUpHint: 'Enter your details to sign up!',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  signUpButton: 'Sign Up',
  signUpPending: 'Signing Up...',
  haveAccountLink: 'Already have an account?',
  forgotTitle: 'Forgot Password',
  forgotHint: 'Enter your email address to receive password reset instructions.',
  sendResetLink: 'Send Reset Link',
  sendResetPending: 'Sending...',
  backToSignIn: 'Back to Sign In',
  setPasswordTitle: 'Set New Password',
  setPasswordHint: 'Enter your new password below',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm Password',
  setPasswordButton: 'Set Password',
  setPasswordPending: 'Submitting...',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;

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
} as const;

export const LAYOUT_TEXTS = {
  home: 'Home',
  editProfile: 'Edit profile',
  signOut: 'Sign out',
  searchPlaceholder: 'Search or type command...',
  toggleSidebar: 'Toggle sidebar',
  userMenu: 'User menu',
  loading: 'Loading',
  close: 'Close',
  darkMode: 'Switch to dark mode',
  lightMode: 'Switch to light mode',
  mainMenu: 'Main menu',
  menuHeading: 'Menu',
  search: 'Search',
  closeMenu: 'Close menu',
} as const;

export const MENU_TEXTS = {
  dashboard: 'Dashboard',
  manageUsers: 'Manage Users',
  ownerAdmins: 'Owner/Admins',
  organisers: 'Event Organisers',
  exhibitors: 'Exhibiting Companies',
  events: 'Events',
  emailTemplates: 'Email Templates',
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
  organisers: 'Event Organizers',
  organiserAdd: 'Add Organizer',
  organiserEdit: 'Edit Organizer',
  organiserView: 'Organizer Information',
  exhibitors: 'Exhibiting Companies',
  companyAdd: 'Add Exhibiting Company',
  companyEdit: 'Edit Exhibiting Company',
  companyView: 'Exhibiting Company Information',
  events: 'Calendar',
  eventDetails: 'Event Details',
  emailTemplates: 'Email Templates',
} as const;

export const PROFILE_TEXTS = {
  title: 'Profile',
  personalInformation: 'Personal Information',
  edit: 'Edit',
  modalTitle: 'Edit Personal Information',
  modalSubtitle: 'Update your details to keep your profile up-to-date.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone',
  bio: 'Bio',
  close: 'Close',
  save: 'Save Changes',
} as const;

/** Subjects and lines of the emails the server sends; the mail module lays them out. */
export const MAIL_TEXTS = {
  resetSubject: 'Set your password',
  resetGreeting: (firstname: string) => `Hello ${firstname},`,
  resetIntro: 'Someone asked to set a new password for your Event Artwork Upload Management account.',
  resetAction: 'Set your password',
  resetExpiry: (minutes: number) => `This link works once and expires in ${minutes} minutes.`,
  resetIgnore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  emailChangedSubject: 'Your sign-in email was changed',
  emailChangedBody: (email: string) => `The email address you sign in with was changed to ${email}.`,
  emailChangedWarning: 'If you did not make this change, contact your administrator at once.',
} as const;
