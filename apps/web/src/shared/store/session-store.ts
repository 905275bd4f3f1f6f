import type { TServiceInfo, TUserInfo, TVipInfo } from '@fairplay/contract';
import { DEFAULT_MIN_VIP_LEVEL, DEFAULT_VIP_LEVEL } from '@fairplay/contract/constants';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Session state of spec point 3; persisted, and cleared on logout. */
export interface SessionState {
  sign: string;
  uid: string;
  newUserFlag: boolean;
  userInfo: TUserInfo | null;
  vipInfo: TVipInfo | null;
  serviceInfo: TServiceInfo | null;
  currentVipLevel: number;
  serviceUrl: string;
  minVipLevel: number;
  isOneClickRegister: boolean;
  /** The generated password of a guest or one-click account, shown until the player changes it. */
  password: string;
  isChangePassword: boolean;
}

interface SessionActions {
  login(
    grant: { sign: string; uid: string; newUserFlag: boolean; password?: string | undefined },
    oneClick?: boolean,
  ): void;
  setUserInfo(userInfo: TUserInfo): void;
  setVipInfo(vipInfo: TVipInfo): void;
  setServiceInfo(serviceInfo: TServiceInfo, serviceUrl: string, minVipLevel: number): void;
  logout(): void;
}

const EMPTY_SESSION: SessionState = {
  sign: '',
  uid: '',
  newUserFlag: false,
  userInfo: null,
  vipInfo: null,
  serviceInfo: null,
  currentVipLevel: DEFAULT_VIP_LEVEL,
  serviceUrl: '',
  minVipLevel: DEFAULT_MIN_VIP_LEVEL,
  isOneClickRegister: false,
  password: '',
  isChangePassword: false,
};

export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...EMPTY_SESSION,
      login: (grant, oneClick = false) =>
        set({
          sign: grant.sign,
          uid: grant.uid,
          newUserFlag: grant.newUserFlag,
          password: grant.password ?? '',
          isOneClickRegister: oneClick,
          isChangePassword: false,
          userInfo: null,
          vipInfo: null,
        }),
      setUserInfo: (userInfo) => set({ userInfo }),
      setVipInfo: (vipInfo) => set({ vipInfo, currentVipLevel: vipInfo.level }),
      setServiceInfo: (serviceInfo, serviceUrl, minVipLevel) => set({ serviceInfo, serviceUrl, minVipLevel }),
      logout: () => set({ ...EMPTY_SESSION }),
    }),
    { name: 'fairplay-session', storage: createJSONStorage(() => localStorage), version: 1 },
  ),
);

/** Logged in means both sign and uid are present (spec point 4). */
export function isLoggedIn(state: Pick<SessionState, 'sign' | 'uid'> = useSessionStore.getState()): boolean {
  return state.sign !== '' && state.uid !== '';
}

/** The logged-in player's uid, or '' while logged out (for keys of the player's cached answers). */
export function useSessionUid(): string {
  return useSessionStore((state) => (isLoggedIn(state) ? state.uid : ''));
}
