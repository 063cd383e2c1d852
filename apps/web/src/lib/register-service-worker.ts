/**
 * Registers /sw.js (src/service-worker) in production builds: the installed app's shell and hashed
 * files are cached; the shell is always asked of the network first, so a deploy still reaches the
 * New Version dialog. Never in development (Vite serves unhashed modules there).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without a worker the app works as before, only not offline: nothing to tell the user.
    });
  });
}
