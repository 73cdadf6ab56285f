export {
  decideAccess,
  loginRedirectFor,
  portalAccess,
  type AccessDecision,
  type GuardedPath,
  type GuardLocation,
} from './guards';
export { RequireRole, type RequireRoleProps } from './require-role';
export { RedirectSignedIn } from './redirect-signed-in';
export { suggestionsFor, type Suggestion } from './not-found-suggestions';
