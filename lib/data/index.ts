export { apiKey, keyOf } from './keys';
export { useApiQuery } from './use-api-query';
export { useApiMutation, type ApiMutationOptions } from './use-api-mutation';
