import { PropertiesScreen } from '../../../../features/property-settings/components/properties-screen';

/** /views/setting/project */
export function Component() {
  return <PropertiesScreen />;
}
