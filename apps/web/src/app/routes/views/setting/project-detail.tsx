import { PropertyDetailScreen } from '../../../../features/property-settings/components/property-detail-screen';

/** /views/setting/projectDetail?propertyCode= (or ?mode=new) */
export function Component() {
  return <PropertyDetailScreen />;
}
