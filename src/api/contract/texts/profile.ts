/** The profile page. */

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
  language: 'Language',
  languageHint: 'Your screens and the emails you get use it.',
  close: 'Close',
  save: 'Save Changes',
} as const;
