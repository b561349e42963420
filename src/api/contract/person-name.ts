/**
 * How a person's name reads: first and last name, without the space of a missing one (a guest
 * reviewer has its email for a first name and no last name).
 */
export const personName = (user: { firstname: string | null; lastname: string | null }): string =>
  [user.firstname, user.lastname].filter((part): part is string => part !== null && part.trim() !== '').join(' ');
