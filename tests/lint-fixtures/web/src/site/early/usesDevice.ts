// Allowed: the early layer imports site/device, the helpers it shares with the pages.
import { deviceHelper } from '../device/deviceHelper';

export const usesDevice = [deviceHelper];
