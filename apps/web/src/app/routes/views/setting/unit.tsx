import { UnitsScreen } from '../../../../features/units/components/units-screen';

/** /views/setting/unit */
export function Component() {
  return <UnitsScreen />;
}
