// Lets non-React code (the API client) navigate through the router.
type Navigate = (to: string) => void;

let navigator: Navigate = (to) => {
  window.location.assign(to);
};

export function setNavigator(fn: Navigate): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  navigator(to);
}
