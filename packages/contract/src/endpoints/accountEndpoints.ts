/*
 * The account calls, one module each so that a bundle places every descriptor beside the code
 * that calls it (docs/adr/0023).
 */
export { govPublicKeyGetPublicKey } from './account/govPublicKeyGetPublicKey.ts';
export { govPublicKeyGetPublicKeyPost } from './account/govPublicKeyGetPublicKeyPost.ts';
export { code } from './account/code.ts';
export { codeChallenge } from './account/codeChallenge.ts';
export { register } from './account/register.ts';
export { checkLogin } from './account/checkLogin.ts';
export { loginOut } from './account/loginOut.ts';
export { checkLoginStatus } from './account/checkLoginStatus.ts';
export { checkQuestion } from './account/checkQuestion.ts';
export { setNewPass } from './account/setNewPass.ts';
export { resetPassword } from './account/resetPassword.ts';
export { peopleCancelAccount } from './account/peopleCancelAccount.ts';
export { peopleUserInfo } from './account/peopleUserInfo.ts';
export { peopleUserUserData } from './account/peopleUserUserData.ts';
export { peopleUserUpdate } from './account/peopleUserUpdate.ts';
export { fileUpload } from './account/fileUpload.ts';
export { commonShareAdd } from './account/commonShareAdd.ts';
