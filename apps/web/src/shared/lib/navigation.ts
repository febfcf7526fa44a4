/**
 * Navigation for code that runs outside React components (the API client's 401 handling, the auth
 * provider). The app registers the router's navigate once; before that a full page load is used.
 */
export const LOGIN_PATH = '/login';

type Navigate = (to: string) => void;

let navigate: Navigate = (to) => {
  if (typeof window !== 'undefined' && window.location.pathname !== to) window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}

/** Spec §8: the session is over; show the login page. */
export function goToLogin(): void {
  if (typeof window !== 'undefined' && window.location.pathname === LOGIN_PATH) return;
  navigate(LOGIN_PATH);
}
