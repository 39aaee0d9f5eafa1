import { SettingsLayout } from '../../../features/shell/components/settings-layout';

/** /views/setting/*: the settings sidebar around the settings screens. */
export function Component() {
  return <SettingsLayout />;
}
