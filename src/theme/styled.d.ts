import 'styled-components';
import type { AppTheme } from './theme';

// Gives every styled component a fully typed `theme` prop.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends AppTheme {}
}
