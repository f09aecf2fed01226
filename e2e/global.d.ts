import type { TabletopAutomation } from '../src/testing/automation'

declare global {
  interface Window {
    __tabletop?: TabletopAutomation
  }
}
