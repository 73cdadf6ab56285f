import { handler } from '@mocks/handlers';

export default { title: 'Alpha/Allowed' };
export const Default = { parameters: { handler } };
