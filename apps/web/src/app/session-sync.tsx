import { ONLINE_REPORT_INTERVAL_MS } from '@fairplay/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportOnline, userInfoQuery } from '../shared/api/account.ts';
import { appConfigQuery, serviceInfoQuery } from '../shared/api/app.ts';
import { fetchLanguages } from '../shared/api/client.ts';
import { useVipLevel, vipInfoQuery } from '../shared/api/vip.ts';
import { serviceUrlFor, vipServiceMinLevel } from '../shared/service-contact.ts';
import { useAppStore } from '../shared/store/app-store.ts';
import { isLoggedIn, useSessionStore } from '../shared/store/session-store.ts';

/** Reads the server configuration at start (spec point 7: gconfig and languages). */
function useStartupConfig(): void {
  const { data } = useQuery(appConfigQuery());
  useEffect(() => {
    if (!data) return;
    let parsed: { manual_recharge_url?: string; faq_url?: string } = {};
    try {
      parsed = JSON.parse(data.config) as typeof parsed;
    } catch {
      parsed = {};
    }
    useAppStore.getState().update({
      appName: data.appName,
      appVersion: data.appVersion,
      showWithdraw: !data.auditStatus,
      manualRechargeUrl: parsed.manual_recharge_url ?? '',
      faqUrl: parsed.faq_url ?? '',
      configServiceUrl: data.serviceUrl,
      advertiserTagUrl: data.advertiserTagUrl ?? '',
      feedbackAward: data.feedbackAward,
      currencySign: data.region.currencySign,
      phoneNumberPrefix: data.region.phonePrefix,
      timeZone: data.region.timeZone,
    });
  }, [data]);
  useEffect(() => {
    // Called at start as the original app does; the answer is not used.
    void fetchLanguages();
  }, []);
}

/**
 * Keeps user and VIP info fresh while logged in, and the service address right for the VIP level.
 * Pages read server data from the query cache; the session store keeps the copy spec point 3 stores
 * locally (shown at once after a reload) and the service address derived from it.
 */
function usePlayerState(uid: string, loggedIn: boolean): void {
  const userInfo = useQuery({ ...userInfoQuery(uid), enabled: loggedIn });
  const vipInfo = useQuery({ ...vipInfoQuery(uid), enabled: loggedIn });
  const serviceInfo = useQuery(serviceInfoQuery());
  const vipLevel = useVipLevel();
  const configServiceUrl = useAppStore((state) => state.configServiceUrl);

  useEffect(() => {
    if (userInfo.data && loggedIn) useSessionStore.getState().setUserInfo(userInfo.data);
  }, [userInfo.data, loggedIn]);
  useEffect(() => {
    if (vipInfo.data && loggedIn) useSessionStore.getState().setVipInfo(vipInfo.data);
  }, [vipInfo.data, loggedIn]);
  useEffect(() => {
    if (!serviceInfo.data) return;
    useSessionStore
      .getState()
      .setServiceInfo(
        serviceInfo.data,
        serviceUrlFor(serviceInfo.data, vipLevel, configServiceUrl),
        vipServiceMinLevel(serviceInfo.data),
      );
  }, [serviceInfo.data, vipLevel, configServiceUrl]);
}

/** Online presence at start and every 3 minutes (spec point 4). */
function useOnlineReport(loggedIn: boolean, uid: string): void {
  // Restarts for every account that logs in on this device.
  const reportingFor = loggedIn ? uid : '';
  useEffect(() => {
    if (!reportingFor) return;
    const report = () => void reportOnline();
    report();
    const timer = setInterval(report, ONLINE_REPORT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [reportingFor]);
}

export function SessionSync() {
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const loggedIn = isLoggedIn({ sign, uid });
  useStartupConfig();
  usePlayerState(uid, loggedIn);
  useOnlineReport(loggedIn, uid);
  return null;
}
