import { z } from 'zod';
import { registrableRoles, roles, type Role } from './role-names';

export { loginRoles, registrableRoles, roles, type Role } from './role-names';

/** A role of 000 §1 (contract/role-names.ts lists them). */
export const role = z.enum(roles) satisfies z.ZodType<Role>;
/** A role a person may choose at registration. */
export const registrableRole = z.enum(registrableRoles);
