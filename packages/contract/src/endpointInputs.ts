import * as accountCalls from './endpoints/accountEndpoints.ts';
import * as alertsCalls from './endpoints/alertsEndpoints.ts';
import { alertsInputs } from './endpoints/alertsInputs.ts';
import { accountInputs } from './endpoints/accountInputs.ts';
import * as commonCalls from './endpoints/commonEndpoints.ts';
import { commonInputs } from './endpoints/commonInputs.ts';
import * as followCalls from './endpoints/followEndpoints.ts';
import { followInputs } from './endpoints/followInputs.ts';
import * as homeCalls from './endpoints/homeEndpoints.ts';
import { homeInputs } from './endpoints/homeInputs.ts';
import * as interactionCalls from './endpoints/interactionEndpoints.ts';
import { interactionInputs } from './endpoints/interactionInputs.ts';
import * as liveCalls from './endpoints/liveEndpoints.ts';
import { liveInputs } from './endpoints/liveInputs.ts';
import * as mediaContentCalls from './endpoints/mediaContentEndpoints.ts';
import { mediaContentInputs } from './endpoints/mediaContentInputs.ts';
import * as searchCalls from './endpoints/searchEndpoints.ts';
import { searchInputs } from './endpoints/searchInputs.ts';
import * as wechatCalls from './endpoints/wechatEndpoints.ts';
import { wechatInputs } from './endpoints/wechatInputs.ts';
import * as alertConsoleCalls from './console/alertEndpoints.ts';
import { alertInputs as alertConsoleInputs } from './console/alertInputs.ts';
import * as auditConsoleCalls from './console/auditEndpoints.ts';
import { auditInputs as auditConsoleInputs } from './console/auditInputs.ts';
import * as dashboardConsoleCalls from './console/dashboardEndpoints.ts';
import { dashboardInputs as dashboardConsoleInputs } from './console/dashboardInputs.ts';
import * as ingestConsoleCalls from './console/ingestEndpoints.ts';
import { ingestInputs as ingestConsoleInputs } from './console/ingestInputs.ts';
import * as itemConsoleCalls from './console/itemEndpoints.ts';
import { itemInputs as itemConsoleInputs } from './console/itemInputs.ts';
import * as moderationConsoleCalls from './console/moderationEndpoints.ts';
import { moderationInputs as moderationConsoleInputs } from './console/moderationInputs.ts';
import * as presenceConsoleCalls from './console/presenceEndpoints.ts';
import { presenceInputs as presenceConsoleInputs } from './console/presenceInputs.ts';
import * as noteConsoleCalls from './console/noteEndpoints.ts';
import { noteInputs as noteConsoleInputs } from './console/noteInputs.ts';
import * as pictureConsoleCalls from './console/pictureEndpoints.ts';
import { pictureInputs as pictureConsoleInputs } from './console/pictureInputs.ts';
import * as readerConsoleCalls from './console/readerEndpoints.ts';
import { readerInputs as readerConsoleInputs } from './console/readerInputs.ts';
import * as sessionConsoleCalls from './console/sessionEndpoints.ts';
import { sessionInputs as sessionConsoleInputs } from './console/sessionInputs.ts';
import * as siteSettingsConsoleCalls from './console/siteSettingsEndpoints.ts';
import { siteSettingsInputs as siteSettingsConsoleInputs } from './console/siteSettingsInputs.ts';
import * as staffConsoleCalls from './console/staffEndpoints.ts';
import { staffInputs as staffConsoleInputs } from './console/staffInputs.ts';
import * as testingConsoleCalls from './console/testingEndpoints.ts';
import { testingInputs as testingConsoleInputs } from './console/testingInputs.ts';
import * as versionConsoleCalls from './console/versionEndpoints.ts';
import { versionInputs as versionConsoleInputs } from './console/versionInputs.ts';
import * as uploadConsoleCalls from './console/uploadEndpoints.ts';
import { uploadInputs as uploadConsoleInputs } from './console/uploadInputs.ts';
import type { DeclaredInput, Endpoint, EndpointInput } from './endpoint.ts';

/*
 * Every call's input schemas, found by its descriptor: what the server validates a request with.
 * Only the server imports this module; the front ends type their calls from the descriptors and
 * never load a request schema (docs/adr/0023).
 */

/** Pairs an area's descriptors with its inputs by name: a descriptor without its entry does not compile. */
function paired<M extends Record<string, Endpoint>>(
  calls: M,
  inputs: { readonly [K in keyof M]: DeclaredInput<M[K]> },
): [Endpoint, EndpointInput][] {
  return Object.entries(calls).map(([name, call]) => [call, inputs[name] as EndpointInput]);
}

const byCall = new Map<Endpoint, EndpointInput>([
  ...paired(accountCalls, accountInputs),
  ...paired(alertsCalls, alertsInputs),
  ...paired(commonCalls, commonInputs),
  ...paired(followCalls, followInputs),
  ...paired(homeCalls, homeInputs),
  ...paired(interactionCalls, interactionInputs),
  ...paired(liveCalls, liveInputs),
  ...paired(mediaContentCalls, mediaContentInputs),
  ...paired(searchCalls, searchInputs),
  ...paired(wechatCalls, wechatInputs),
  ...paired(alertConsoleCalls, alertConsoleInputs),
  ...paired(auditConsoleCalls, auditConsoleInputs),
  ...paired(dashboardConsoleCalls, dashboardConsoleInputs),
  ...paired(ingestConsoleCalls, ingestConsoleInputs),
  ...paired(itemConsoleCalls, itemConsoleInputs),
  ...paired(noteConsoleCalls, noteConsoleInputs),
  ...paired(pictureConsoleCalls, pictureConsoleInputs),
  ...paired(presenceConsoleCalls, presenceConsoleInputs),
  ...paired(moderationConsoleCalls, moderationConsoleInputs),
  ...paired(readerConsoleCalls, readerConsoleInputs),
  ...paired(sessionConsoleCalls, sessionConsoleInputs),
  ...paired(siteSettingsConsoleCalls, siteSettingsConsoleInputs),
  ...paired(staffConsoleCalls, staffConsoleInputs),
  ...paired(testingConsoleCalls, testingConsoleInputs),
  ...paired(uploadConsoleCalls, uploadConsoleInputs),
  ...paired(versionConsoleCalls, versionConsoleInputs),
]);

/** Whether a descriptor is one of the contract's calls (a test's probe, written in place, is not). */
export function isContractCall(endpoint: Endpoint): boolean {
  return byCall.has(endpoint);
}

/** The input schemas of a call of the contract; throws for a descriptor no area lists. */
export function inputOf(endpoint: Endpoint): EndpointInput {
  const input = byCall.get(endpoint);
  if (!input) throw new Error(`no input schemas for ${endpoint.method} ${endpoint.path}`);
  return input;
}
