/**
 * The origin the demo client builds its requests on. They are never sent anywhere: the client hands
 * each Request to the mock backend in the page (backend.ts), so nothing here can reach, or stand in front
 * of, the real server. (Kept apart from http.ts so the client does not pull MSW into the pages' chunk.)
 */
export const MOCK_ORIGIN = 'http://localhost';

export const mockUrl = (path: string) => `${MOCK_ORIGIN}${path}`;
