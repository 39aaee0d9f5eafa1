import { LoginScreen } from '../../features/auth/components/login-screen';
import { LanguageSwitch } from '../../features/shell/components/language-switch';

/** /login: sign-in, and the identity provider's way back. */
export function Component() {
  return <LoginScreen languageSwitch={<LanguageSwitch />} />;
}
