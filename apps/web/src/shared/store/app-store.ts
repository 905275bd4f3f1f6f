import { APP_NAME, APP_VERSION } from '@fairplay/contract/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getRegion } from '../region.ts';

/** Application state of spec point 3: launch parameters, server configuration and device facts. */
export interface AppState {
  appId: number;
  appName: string;
  appVersion: string;
  currencySign: string;
  phoneNumberPrefix: string;
  timeZone: string;
  deviceNumber: string;
  inviteCode: string;
  h5No: string;
  linkId: string;
  lk7data: string;
  isNative: boolean;
  isCoat: boolean;
  statusBarHeight: number;
  adjustAdid: string;
  inviteLink: string;
  showWithdraw: boolean;
  manualRechargeUrl: string;
  faqUrl: string;
  configServiceUrl: string;
  advertiserTagUrl: string;
  feedbackAward: number;
}

interface AppActions {
  update(changes: Partial<AppState>): void;
}

function newDeviceNumber(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

export const APP_ID = 103;

export const useAppStore = create<AppState & AppActions>()(
  persist(
    (set) => {
      const region = getRegion();
      return {
        appId: APP_ID,
        appName: APP_NAME,
        appVersion: APP_VERSION,
        currencySign: region.currencySign,
        phoneNumberPrefix: region.phonePrefix,
        timeZone: region.timeZone,
        deviceNumber: newDeviceNumber(),
        inviteCode: '',
        h5No: '',
        linkId: '',
        lk7data: '',
        isNative: false,
        isCoat: false,
        statusBarHeight: 0,
        adjustAdid: '',
        inviteLink: '',
        showWithdraw: true,
        manualRechargeUrl: '',
        faqUrl: '',
        configServiceUrl: '',
        advertiserTagUrl: '',
        feedbackAward: 0,
        update: (changes) => set(changes),
      };
    },
    {
      name: 'fairplay-app',
      storage: createJSONStorage(() => localStorage),
      version: 1,
      // Region facts always come from the server's page, never from an old copy.
      merge: (persisted, current) => {
        const region = getRegion();
        return {
          ...current,
          ...(persisted as Partial<AppState>),
          currencySign: region.currencySign,
          phoneNumberPrefix: region.phonePrefix,
          timeZone: region.timeZone,
        };
      },
    },
  ),
);

/** Reads the launch query parameters (spec point 2) and keeps them. */
export function readLaunchParameters(search: string): void {
  const query = new URLSearchParams(search);
  const changes: Partial<AppState> = {};
  const inviteCode = query.get('invite_code');
  if (inviteCode && /^[A-Za-z0-9]{1,32}$/.test(inviteCode)) changes.inviteCode = inviteCode;
  if (query.get('isnative') !== null) changes.isNative = query.get('isnative') === '1';
  const statusBarHeight = Number(query.get('statusbarheight'));
  if (Number.isFinite(statusBarHeight) && statusBarHeight > 0 && statusBarHeight < 100)
    changes.statusBarHeight = statusBarHeight;
  if (query.get('isCoat') !== null) changes.isCoat = query.get('isCoat') === '1';
  const h5No = query.get('h5no');
  if (h5No) changes.h5No = h5No.slice(0, 64);
  const linkId = query.get('link_id');
  if (linkId) changes.linkId = linkId.slice(0, 64);
  const lk7data = query.get('lk7data');
  if (lk7data) changes.lk7data = lk7data.slice(0, 512);
  if (Object.keys(changes).length > 0) useAppStore.getState().update(changes);
}
