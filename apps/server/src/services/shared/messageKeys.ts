/**
 * Every message a service can answer with, by key. Services name what happened; the edge that
 * called them says it: the reader API in the site's language (`i18n/serverMessages.ts`), the
 * console and the operator CLI in the console's (`console/consoleMessages.ts`). Each edge fails
 * to compile when its catalogue lacks a key of its list (`http/domainErrors.ts`,
 * `console/consoleErrors.ts`).
 */

/** What a reader is told by the reader API's services. */
export type ReaderMessageKey =
  | 'error.unauthorized'
  | 'error.noData'
  | 'error.invalidParam'
  | 'error.missingParam'
  /** Too many tries of one door (answered 429 with Retry-After). */
  | 'error.rateLimited'
  // Accounts.
  | 'error.captcha'
  | 'error.passwordUnreadable'
  | 'error.passwordRule'
  | 'error.passwordMismatch'
  | 'error.usernameFormat'
  | 'error.usernameTaken'
  | 'error.loginFailed'
  | 'error.loginLocked'
  | 'error.pendingReview'
  | 'error.rejected'
  | 'error.accountSuspended'
  | 'error.deactivated'
  | 'error.oldPasswordWrong'
  | 'error.recoveryFailed'
  | 'error.ticketInvalid'
  | 'error.bioTooLong'
  | 'error.idNumber'
  | 'error.wechatOff'
  | 'error.wechatFailed'
  | 'error.wechatBound'
  // Comments and interactions.
  | 'error.commentEmpty'
  | 'error.commentTooLong'
  | 'error.commentsOff'
  | 'error.commentSuspended'
  | 'error.commentRateLimited'
  | 'error.notYours'
  | 'error.alreadyReported'
  | 'error.feedbackEmpty'
  | 'error.spmInvalid'
  // Pictures.
  | 'error.uploadTooLarge'
  | 'error.pictureBusy'
  | 'error.uploadNotImage'
  | 'error.uploadQuota'
  | 'error.avatarNotOwnUpload'
  // Alerts.
  | 'error.alertsNothingChosen'
  | 'error.alertsPushService'
  | 'error.alertsNotBound'
  // Following (issue 29).
  | 'error.followLimit';

/** What a staff member is told, in the console or at the command line. */
export type StaffMessageKey =
  | 'error.forbidden'
  | 'error.forbiddenSite'
  | 'error.notFound'
  | 'error.rateLimited'
  // Staff accounts and sign-in.
  | 'error.notSignedIn'
  | 'error.signInFailed'
  | 'error.signInLocked'
  | 'error.totpRequired'
  | 'error.totpWrong'
  | 'error.totpNotStarted'
  | 'error.passwordLength'
  | 'error.passwordUsername'
  | 'error.passwordSame'
  | 'error.currentPasswordWrong'
  | 'error.usernameFormat'
  | 'error.usernameTaken'
  | 'error.sitesRequired'
  | 'error.lastAdmin'
  | 'error.notYourself'
  // Items.
  | 'error.stale'
  | 'error.typeChange'
  | 'error.siteChange'
  | 'error.channelNotOfSite'
  | 'error.linkedNotOfSite'
  | 'error.notAVideo'
  | 'error.notACollection'
  | 'error.liveEndsBeforeStart'
  | 'error.needsBody'
  | 'error.needsImages'
  | 'error.needsVideo'
  | 'error.needsVideos'
  | 'error.needsSections'
  | 'error.scheduleInPast'
  | 'error.embargoed'
  | 'error.scheduleBeforeEmbargo'
  | 'error.embargoLiftEditors'
  | 'error.notYourItem'
  // Notes and public corrections (issue 32).
  | 'error.notYourNote'
  | 'error.publicNoteNotPublished'
  | 'error.wrongStatus'
  | 'error.revisionNotFound'
  | 'error.notALive'
  | 'error.ingestNotOnAir'
  | 'itemStatus.draft'
  | 'itemStatus.inReview'
  | 'itemStatus.changesRequested'
  | 'itemStatus.approved'
  | 'itemStatus.scheduled'
  | 'itemStatus.published'
  | 'itemStatus.unpublished'
  // Uploads and video jobs.
  | 'error.uploadMissing'
  | 'error.uploadNotImage'
  | 'error.uploadImageTooLarge'
  | 'error.uploadNotVideo'
  | 'error.uploadVideoTooLarge'
  | 'error.videoTooLong'
  | 'error.videoJobNotFound'
  // The media library.
  | 'picture.inUse'
  | 'picture.shownPublished'
  // Linked language versions (issue 28).
  | 'versions.sameSite'
  | 'versions.siteTaken'
  | 'versions.otherGroup'
  | 'versions.cannotTranslate'
  | 'versions.noSource'
  | 'versions.notLinked'
  | 'video.failed.transcode'
  | 'video.failed.attempts'
  | 'video.failed.source'
  // Moderation.
  | 'error.notPending'
  | 'error.notDeactivating'
  | 'error.commentNotHeld'
  | 'error.commentNotShown'
  | 'error.commentNotHidden'
  | 'error.commentGone'
  | 'error.reportsHandled'
  | 'error.feedbackAnonymous'
  | 'error.readerNotActive'
  | 'error.readerNotSuspended'
  | 'error.readerDeactivated'
  // Site settings.
  | 'error.agreementUnchanged'
  | 'error.endsBeforeStart'
  | 'error.channelTwice'
  | 'error.channelMissing'
  | 'error.channelKeyTaken'
  | 'error.channelParent'
  // Alerts.
  | 'error.alertNoAudience'
  | 'error.alertNotPublished'
  | 'error.alertSubjectNotOfItem'
  | 'error.alertBudget';

export type MessageKey = ReaderMessageKey | StaffMessageKey;
