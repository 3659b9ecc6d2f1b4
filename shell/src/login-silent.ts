// The script of login-silent.html, the page of /login/silent (auth/silent-callback.ts says why it is a page of its own).
import { handOverSilentAnswer } from './auth/silent-callback.ts';

handOverSilentAnswer();
