import { UserManager } from 'oidc-client-ts';

/**
 * /silent-renew.html runs this inside the hidden frame of a silent sign-in: it hands the identity provider's
 * reply (in this page's URL) to the app window that opened the frame. Only the callback runs, so the settings are
 * placeholders; the real ones live in the parent window.
 */
const origin = window.location.origin;
void new UserManager({ authority: origin, client_id: 'suanklang-web', redirect_uri: `${origin}/login` })
  .signinSilentCallback()
  .catch((error: unknown) => {
    console.warn('Silent sign-in callback failed', error);
  });
