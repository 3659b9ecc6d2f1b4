import type { Role } from 'shared/contracts';
export interface AuthSessionState {
    accessToken: string | null;
    id: number | null;
    email: string | null;
    firstname: string | null;
    lastname: string | null;
    roles: Role[];
    popupMessage: string | null;
    loginLoading: boolean;
    navlinksVersion: number;
}
export interface SignedInUser {
    accessToken: string;
    id: number;
    email: string;
    firstname: string;
    lastname: string;
    roles: Role[];
}
export interface ShellActions {
    login(): void;
    logout(): void;
    confirmIdentity?(): Promise<string>;
}
export interface AuthSessionActions extends ShellActions {
    signIn(user: SignedInUser): void;
    signOut(): void;
    setLoginLoading(loading: boolean): void;
    showPopupMessage(message: string): void;
    clearPopupMessage(): void;
    refreshNavlinks(): void;
    installShellActions(actions: ShellActions): void;
}
export type AuthSession = AuthSessionState & AuthSessionActions;
export declare const authSession: import("zustand").StoreApi<AuthSession>;
export declare const LOGGED_OUT_MARK = "roadmap.loggedOut";
export declare function logOutLocally(message?: string): void;
export declare function useAuthSession<T>(selector: (state: AuthSession) => T): T;
