// Users as GET /users answers them (SPEC §7 Users): the API stores each role with the roles below it.
import type { User } from 'shared';

export const admin: User = {
  id: 1,
  firstname: 'Ada',
  lastname: 'Admin',
  email: 'ada.admin@example.be',
  roles: ['admin', 'provider', 'user'],
};
export const provider: User = {
  id: 2,
  firstname: 'Pieter',
  lastname: 'Maes',
  email: 'pieter.maes@eventbureau.be',
  roles: ['provider', 'user'],
};
export const plainUser: User = {
  id: 3,
  firstname: 'Lotte',
  lastname: 'Peeters',
  email: 'lotte.peeters@example.be',
  roles: ['user'],
};

export const users: User[] = [admin, provider, plainUser];
