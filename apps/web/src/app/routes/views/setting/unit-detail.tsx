import { UnitDetailScreen } from '../../../../features/units/components/unit-detail-screen';

/** /views/setting/unitDetail/:unitCode */
export function Component() {
  return <UnitDetailScreen />;
}
