// Generated from the server's OpenAPI document by `npm run api:types`: do not edit.
// Each path's answers are ABP envelopes; client/src/lib/api-types.ts reads their `result`.

export interface paths {
    "/api/TokenAuth/AuthenticateLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail and password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userNameOrEmailAddress: string;
                        password: string;
                        rememberClient?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                accessToken: string;
                                expireInSeconds: number;
                                userId: number;
                                isAdmin: boolean;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                displayName: string;
                                avatarUrl: string | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TokenAuth/LoginInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back-office login: administrators only; answers their permissions and menus */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userNameOrEmailAddress: string;
                        password: string;
                        rememberClient?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                accessToken: string;
                                expireInSeconds: number;
                                userId: number;
                                isAdmin: boolean;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                displayName: string;
                                avatarUrl: string | null;
                                permissions: string[];
                                menus: {
                                    key: string;
                                    title: string;
                                    path: string | null;
                                    icon: string | null;
                                    children: {
                                        key: string;
                                        title: string;
                                        path: string | null;
                                        icon: string | null;
                                        children: {
                                            key: string;
                                            title: string;
                                            path: string | null;
                                            icon: string | null;
                                        }[];
                                    }[];
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TokenAuth/UploadImg/Upload/FormImg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an image for back-office content (multipart field "file", ≤ 10 MB); answers its URL */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                url: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TokenAuth/UploadUserImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the avatar (multipart field "file", JPEG/PNG/WebP ≤ 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                url: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database reachability */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                /** @enum {string} */
                                status: "ok";
                                /** @enum {string} */
                                database: "ok";
                                time: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/ChangePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; other sessions end, this one gets a new token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                accessToken: string;
                                expireInSeconds: number;
                                userId: number;
                                isAdmin: boolean;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                displayName: string;
                                avatarUrl: string | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/Register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a member account with the e-mailed code and log the member in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        code: string;
                        displayName: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                accessToken: string;
                                expireInSeconds: number;
                                userId: number;
                                isAdmin: boolean;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                displayName: string;
                                avatarUrl: string | null;
                                email: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/ResetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/SendPasswordResetLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a one-time reset link (valid 30 minutes); same answer for unknown addresses */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Account/SendRegisterCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a 6-digit registration code (valid 10 minutes, 5 tries) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                expireInSeconds: number;
                                resendAfterSeconds: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/CreateMyInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up to shoot an activity at a camera point (until 30 days after its date) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        cameraPoint: string;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                activityId: number;
                                sgL_Title: string;
                                /** Format: date */
                                sgL_ActivityDate: string;
                                cameraPoint: string;
                                note: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/DeleteActivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delete an activity no order names: hidden at once, its photos, faces, files and albums removed in the background */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/DeleteMyInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw one of the caller’s sign-ups */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming races (from today, Taiwan time), soonest first; city/region and type filters */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    month?: string;
                    cityId?: number;
                    typeId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                    cityId: number | null;
                                    region: string | null;
                                    typeId: number | null;
                                    typeName: string | null;
                                    location: string | null;
                                    signUpUrl: string | null;
                                    coverUrl: string | null;
                                    coverSrcSet: string | null;
                                    isRecommended: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetAllByPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Visible activities that have photos, newest first, by year/month, city or region, type, keyword */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        SkipCount: number;
                        /** @default 10 */
                        MaxResultCount: number;
                        year?: number | null;
                        month?: number | null;
                        cityId?: number | null;
                        typeId?: number | null;
                        keyword?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                    photoCount: number;
                                    photographerCount: number;
                                    region: string | null;
                                    coverUrl: string | null;
                                    coverSrcSet: string | null;
                                    isRecommended: boolean;
                                    alsoKnownAs: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetByContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A race's details, content and linked photo activities */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                sgL_Title: string;
                                /** Format: date */
                                sgL_ActivityDate: string;
                                cityId: number | null;
                                region: string | null;
                                typeId: number | null;
                                typeName: string | null;
                                location: string | null;
                                signUpUrl: string | null;
                                coverUrl: string | null;
                                coverSrcSet: string | null;
                                isRecommended: boolean;
                                content: string | null;
                                activities: {
                                    id: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                    photoCount: number;
                                    coverUrl: string | null;
                                    coverSrcSet: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetConfigByActivityId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity page: settings, counts and its albums grouped per photographer */
        get: {
            parameters: {
                query: {
                    activityId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                sgL_Title: string;
                                /** Format: date */
                                sgL_ActivityDate: string;
                                region: string | null;
                                typeName: string | null;
                                eventId: number | null;
                                coverUrl: string | null;
                                coverSrcSet: string | null;
                                photoCount: number;
                                photographerCount: number;
                                bibSearchEnabled: boolean;
                                faceSearchEnabled: boolean;
                                nameSearchEnabled: boolean;
                                bundlePrice: number | null;
                                /** Format: date-time */
                                followsEndAt: string;
                                albums: {
                                    coId: number;
                                    name: string;
                                    cameraPoint: string | null;
                                    /** Format: date */
                                    shootDate: string | null;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        avatarUrl: string | null;
                                    };
                                    photoCount: number;
                                    coverUrl: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetDeleteImpact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What deleting the activity removes (albums, photos, faces) and the order items that forbid it */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                albums: number;
                                photos: number;
                                faces: number;
                                /** @description Order items of paid or refunded orders */
                                soldItems: number;
                                /** @description Order items of any order: deleting is refused unless 0 */
                                orderedItems: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetIndex": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Visible activities, newest first: recommended, date range [from, to] and keyword (台 = 臺) filters */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        SkipCount: number;
                        /** @default 10 */
                        MaxResultCount: number;
                        SGL_Recommend?: boolean | null;
                        sgL_ActivityDate?: string[] | null;
                        keyword?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                    photoCount: number;
                                    photographerCount: number;
                                    region: string | null;
                                    coverUrl: string | null;
                                    coverSrcSet: string | null;
                                    isRecommended: boolean;
                                    alsoKnownAs: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetLive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Race day live: photos published per camera point in the last hours (Taipei quarter hours), the newest, and how many are still processing */
        get: {
            parameters: {
                query: {
                    activityId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                sgL_Title: string;
                                /** Format: date-time */
                                from: string;
                                slotMinutes: number;
                                places: {
                                    place: string;
                                    counts: number[];
                                    total: number;
                                }[];
                                newest: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    place: string;
                                    /** Format: date-time */
                                    publishedAt: string;
                                }[];
                                processing: number;
                                /** Format: date-time */
                                lastPublishedAt: string | null;
                                /** Format: date-time */
                                asOf: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/GetYearMonthPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Years and months that have activities with photos (activity and photo counts), newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                year: number;
                                activityCount: number;
                                photoCount: number;
                                months: {
                                    month: number;
                                    activityCount: number;
                                    photoCount: number;
                                }[];
                            }[];
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/RecordList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Who shoots which activity where, by activity and/or photographer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        SkipCount: number;
                        /** @default 10 */
                        MaxResultCount: number;
                        activityId?: number;
                        photographerId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    activityId: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                    cameraPoint: string;
                                    note: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        email: string;
                                    };
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Activity/getMyInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's shooting sign-ups, newest activity first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    activityId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    activityId: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                    cameraPoint: string;
                                    note: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo activity */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleEn?: string | null;
                        /** Format: date */
                        activityDate: string;
                        cityId?: number | null;
                        typeId?: number | null;
                        eventId?: number | null;
                        /** @default true */
                        isVisible?: boolean;
                        /** @default false */
                        isRecommended?: boolean;
                        /** @default true */
                        bibSearchEnabled?: boolean;
                        /**
                         * @description Off forgets the faces found so far (hidden ones stay hidden)
                         * @default true
                         */
                        faceSearchEnabled?: boolean;
                        /** @description NT$, one of the price list */
                        defaultPrice: number;
                        /** @description NT$ for all of a member's photos; none: no bundle */
                        bundlePrice?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                /** Format: date */
                                activityDate: string;
                                cityId: number | null;
                                typeId: number | null;
                                eventId: number | null;
                                coverUrl: string | null;
                                isVisible: boolean;
                                isRecommended: boolean;
                                bibSearchEnabled: boolean;
                                faceSearchEnabled: boolean;
                                defaultPrice: number;
                                bundlePrice: number | null;
                                photoCount: number;
                                /** @description Deleted by an admin: its photos and files are being removed */
                                deleting: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/DeleteRegisteredBibs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove the activity's list: readings held for being outside it are published */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One photo activity */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                /** Format: date */
                                activityDate: string;
                                cityId: number | null;
                                typeId: number | null;
                                eventId: number | null;
                                coverUrl: string | null;
                                isVisible: boolean;
                                isRecommended: boolean;
                                bibSearchEnabled: boolean;
                                faceSearchEnabled: boolean;
                                defaultPrice: number;
                                bundlePrice: number | null;
                                photoCount: number;
                                /** @description Deleted by an admin: its photos and files are being removed */
                                deleting: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photo activities, latest first (those being deleted too): title keyword, date range, visibility */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    /** @description Part of the zh-TW or English title */
                    keyword?: string;
                    /** @description From and to dates, both included */
                    sgL_ActivityDate?: string[];
                    isVisible?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    title: string;
                                    titleEn: string | null;
                                    /** Format: date */
                                    activityDate: string;
                                    cityId: number | null;
                                    typeId: number | null;
                                    eventId: number | null;
                                    coverUrl: string | null;
                                    isVisible: boolean;
                                    isRecommended: boolean;
                                    bibSearchEnabled: boolean;
                                    faceSearchEnabled: boolean;
                                    defaultPrice: number;
                                    bundlePrice: number | null;
                                    photoCount: number;
                                    /** @description Deleted by an admin: its photos and files are being removed */
                                    deleting: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/GetRegisteredBibs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The activity's registered bib list (null without one), readings held for review, a page of its bibs */
        get: {
            parameters: {
                query: {
                    id: number;
                    SkipCount: number;
                    MaxResultCount: number;
                    /** @description The start of a bib, or part of a name */
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                list: {
                                    bibCount: number;
                                    /** @description Bibs with a runner’s name: name search is on when there is one */
                                    namedCount: number;
                                    fileName: string;
                                    /** Format: date-time */
                                    importedAt: string;
                                    importedBy: string | null;
                                    /** @description What the bibs look like, most common shape first: the reader narrows what it trusts with it */
                                    format: {
                                        shapes: {
                                            /** @description Leading letters, often none */
                                            prefix: string;
                                            length: number;
                                            /** @description Registered bibs of this shape */
                                            count: number;
                                        }[];
                                    };
                                } | null;
                                heldCount: number;
                                totalCount: number;
                                items: {
                                    bib: string;
                                    name: string | null;
                                    category: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/ImportRegisteredBibs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the list with a UTF-8 CSV (multipart field "file", ≤ 8 MB, ≤ 200000 bibs): bib (or a range such as 1001-3000), optional name and category. Any bad row: nothing imported, each bad row answered */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                imported: boolean;
                                problemCount: number;
                                problems: {
                                    /** @description Row as a spreadsheet numbers it (1 = the first, the header when there is one) */
                                    row: number;
                                    code: string;
                                    /** @description What is wrong, in the caller’s language */
                                    message: string;
                                }[];
                                list: {
                                    bibCount: number;
                                    /** @description Bibs with a runner’s name: name search is on when there is one */
                                    namedCount: number;
                                    fileName: string;
                                    /** Format: date-time */
                                    importedAt: string;
                                    importedBy: string | null;
                                    /** @description What the bibs look like, most common shape first: the reader narrows what it trusts with it */
                                    format: {
                                        shapes: {
                                            /** @description Leading letters, often none */
                                            prefix: string;
                                            length: number;
                                            /** @description Registered bibs of this shape */
                                            count: number;
                                        }[];
                                    };
                                } | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/ReindexFaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detect the faces of every published photo of the activity again, in the background (replaces its stored faces; hidden faces stay hidden) */
        post: {
            parameters: {
                query: {
                    activityId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                /** @description Photos queued for indexing */
                                photos: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/SetFaceSearch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switch an activity's face search on or off (off also deletes its faces, but keeps hidden ones hidden) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        enabled: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an activity's settings; face search off forgets its faces (hidden ones stay hidden) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        titleEn?: string | null;
                        /** Format: date */
                        activityDate: string;
                        cityId?: number | null;
                        typeId?: number | null;
                        eventId?: number | null;
                        /** @default true */
                        isVisible?: boolean;
                        /** @default false */
                        isRecommended?: boolean;
                        /** @default true */
                        bibSearchEnabled?: boolean;
                        /**
                         * @description Off forgets the faces found so far (hidden ones stay hidden)
                         * @default true
                         */
                        faceSearchEnabled?: boolean;
                        /** @description NT$, one of the price list */
                        defaultPrice: number;
                        /** @description NT$ for all of a member's photos; none: no bundle */
                        bundlePrice?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                /** Format: date */
                                activityDate: string;
                                cityId: number | null;
                                typeId: number | null;
                                eventId: number | null;
                                coverUrl: string | null;
                                isVisible: boolean;
                                isRecommended: boolean;
                                bibSearchEnabled: boolean;
                                faceSearchEnabled: boolean;
                                defaultPrice: number;
                                bundlePrice: number | null;
                                photoCount: number;
                                /** @description Deleted by an admin: its photos and files are being removed */
                                deleting: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminActivity/UploadCover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the cover (multipart field "file", JPEG/PNG/WebP ≤ 10 MB; stored at most 1600 px wide) */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                coverUrl: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminAlbum/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every album with its activity, photographer, price, visibility and photos by status */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    keyword?: string;
                    activityId?: number;
                    photographerId?: number;
                    isVisible?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    name: string;
                                    activityId: number;
                                    activityTitle: string;
                                    photographerId: number;
                                    photographerName: string;
                                    defaultPrice: number;
                                    isVisible: boolean;
                                    counts: {
                                        processing: number;
                                        ready: number;
                                        failed: number;
                                        hidden: number;
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminAlbum/SetVisible": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide an album from buyers (gone from every public list and search) or show it again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        albumId: number;
                        isVisible: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminAlbumSetting/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site-wide album settings: price list, watermark, preview size, bib OCR, face matching */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                priceList: number[];
                                watermarkText: string;
                                previewLongSide: number;
                                bibOcrEnabled: boolean;
                                ocrMinConfidence: number;
                                faceMatchThreshold: number;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminAlbumSetting/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change album settings (each field only when given); watermark and preview size apply to photos processed afterwards */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        priceList?: number[];
                        watermarkText?: string;
                        previewLongSide?: number;
                        bibOcrEnabled?: boolean;
                        ocrMinConfidence?: number;
                        faceMatchThreshold?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                priceList: number[];
                                watermarkText: string;
                                previewLongSide: number;
                                bibOcrEnabled: boolean;
                                ocrMinConfidence: number;
                                faceMatchThreshold: number;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminAuditLog/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admin changes, newest first, by admin, entity, action and time */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    actor?: string;
                    entity?: string;
                    entityId?: string;
                    action?: "create" | "update" | "delete" | "refused" | "reveal";
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    actorId: number;
                                    actorEmail: string | null;
                                    actorName: string | null;
                                    requestId: string;
                                    route: string;
                                    action: string;
                                    entity: string;
                                    entityId: string;
                                    changes: {
                                        [key: string]: unknown[];
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminAuditLog/GetEntityHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One entity's changes, newest first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    entity: string;
                    entityId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    actorId: number;
                                    actorEmail: string | null;
                                    actorName: string | null;
                                    requestId: string;
                                    route: string;
                                    action: string;
                                    entity: string;
                                    entityId: string;
                                    changes: {
                                        [key: string]: unknown[];
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a banner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        typeId: number;
                        title: string;
                        titleEn?: string | null;
                        altText?: string | null;
                        altTextEn?: string | null;
                        imageKey: string;
                        linkUrl?: string | null;
                        sort: number;
                        isVisible: boolean;
                        /** Format: date-time */
                        startsAt?: string | null;
                        /** Format: date-time */
                        endsAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                typeId: number;
                                title: string;
                                titleEn: string | null;
                                altText: string | null;
                                altTextEn: string | null;
                                imageKey: string;
                                imageUrl: string;
                                linkUrl: string | null;
                                sort: number;
                                isVisible: boolean;
                                /** Format: date-time */
                                startsAt: string | null;
                                /** Format: date-time */
                                endsAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a banner and its image */
        delete: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One banner */
        get: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                typeId: number;
                                title: string;
                                titleEn: string | null;
                                altText: string | null;
                                altTextEn: string | null;
                                imageKey: string;
                                imageUrl: string;
                                linkUrl: string | null;
                                sort: number;
                                isVisible: boolean;
                                /** Format: date-time */
                                startsAt: string | null;
                                /** Format: date-time */
                                endsAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Banners by type and sort */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        SkipCount: number;
                        /** @default 10 */
                        MaxResultCount: number;
                        typeId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    typeId: number;
                                    title: string;
                                    titleEn: string | null;
                                    altText: string | null;
                                    altTextEn: string | null;
                                    imageKey: string;
                                    imageUrl: string;
                                    linkUrl: string | null;
                                    sort: number;
                                    isVisible: boolean;
                                    /** Format: date-time */
                                    startsAt: string | null;
                                    /** Format: date-time */
                                    endsAt: string | null;
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a banner */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        typeId: number;
                        title: string;
                        titleEn?: string | null;
                        altText?: string | null;
                        altTextEn?: string | null;
                        imageKey: string;
                        linkUrl?: string | null;
                        sort: number;
                        isVisible: boolean;
                        /** Format: date-time */
                        startsAt?: string | null;
                        /** Format: date-time */
                        endsAt?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                typeId: number;
                                title: string;
                                titleEn: string | null;
                                altText: string | null;
                                altTextEn: string | null;
                                imageKey: string;
                                imageUrl: string;
                                linkUrl: string | null;
                                sort: number;
                                isVisible: boolean;
                                /** Format: date-time */
                                startsAt: string | null;
                                /** Format: date-time */
                                endsAt: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/UpdateStore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the order after a drag: each row’s new sort */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            sort: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/UploadImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a banner picture (multipart field "file", ≤ 15 MB); stored as WebP, at most 1920 px */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                imageKey: string;
                                imageUrl: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminBanner/getBannerTypeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where banners can be shown */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                items: {
                                    id: number;
                                    name: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminCommonType/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a region (parent 1), a city (parent: its region) or a race type, last among its siblings */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description 30 = region/city, 40 = event type
                         * @enum {number}
                         */
                        sgL_TypeT: 30 | 40;
                        /** @description Type 30: 1 (the root) for a region, a region id for a city; type 40: none */
                        sgL_ParentID?: number | null;
                        sgL_Title: string;
                        sgL_TitleEn: string;
                        /** @default true */
                        isShow?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                sgL_Title: string;
                                sgL_TitleEn: string;
                                sgL_TypeT: number;
                                sgL_ParentID: number | null;
                                sort: number;
                                isShow: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminCommonType/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a row no race or activity uses and (a region) with no cities */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminCommonType/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One region, city or race type */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                sgL_Title: string;
                                sgL_TitleEn: string;
                                sgL_TypeT: number;
                                sgL_ParentID: number | null;
                                sort: number;
                                isShow: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminCommonType/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regions and cities (30) or race types (40), hidden ones included, by parent then sort */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    /** @description 30 = region/city, 40 = event type */
                    SGL_TypeT: 30 | 40;
                    SGL_ParentID?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    sgL_Title: string;
                                    sgL_TitleEn: string;
                                    sgL_TypeT: number;
                                    sgL_ParentID: number | null;
                                    sort: number;
                                    isShow: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminCommonType/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename or show/hide a row */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        sgL_Title: string;
                        sgL_TitleEn: string;
                        /** @default true */
                        isShow?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                sgL_Title: string;
                                sgL_TitleEn: string;
                                sgL_TypeT: number;
                                sgL_ParentID: number | null;
                                sort: number;
                                isShow: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminCommonType/UpdateStore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reorder siblings: ids in their new order */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Siblings in their new order */
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminDashboard/GetSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The back office's first page: sales, uploads and work waiting, today and over 30 days; each figure only for roles that may open its page */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                today: {
                                    paidOrders: number | null;
                                    revenue: number | null;
                                    photosUploaded: number;
                                };
                                last30Days: {
                                    paidOrders: number | null;
                                    revenue: number | null;
                                    photosUploaded: number;
                                };
                                photos: {
                                    processing: number;
                                    failed: number;
                                } | null;
                                pendingApplications: number | null;
                                pendingInquiries: number | null;
                                processingQueue: {
                                    waiting: number;
                                    active: number;
                                    failed: number;
                                } | null;
                                days: {
                                    /** Format: date */
                                    date: string;
                                    revenue: number | null;
                                    uploads: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminEvent/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a race (content sanitised) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleEn?: string | null;
                        /** Format: date */
                        eventDate: string;
                        cityId?: number | null;
                        typeId?: number | null;
                        location?: string | null;
                        locationEn?: string | null;
                        signUpUrl?: string | null;
                        content?: string | null;
                        contentEn?: string | null;
                        /** @default false */
                        isRecommended?: boolean;
                        /** @default true */
                        isVisible?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                /** Format: date */
                                eventDate: string;
                                cityId: number | null;
                                typeId: number | null;
                                location: string | null;
                                locationEn: string | null;
                                signUpUrl: string | null;
                                content: string | null;
                                contentEn: string | null;
                                coverUrl: string | null;
                                isRecommended: boolean;
                                isVisible: boolean;
                                activityCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminEvent/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a race; its photo activities stay, unlinked */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminEvent/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One race */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                /** Format: date */
                                eventDate: string;
                                cityId: number | null;
                                typeId: number | null;
                                location: string | null;
                                locationEn: string | null;
                                signUpUrl: string | null;
                                content: string | null;
                                contentEn: string | null;
                                coverUrl: string | null;
                                isRecommended: boolean;
                                isVisible: boolean;
                                activityCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminEvent/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Races, latest first: title keyword, date range, visibility */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    /** @description Part of the zh-TW or English title */
                    keyword?: string;
                    /** @description From and to dates, both included */
                    sgL_ActivityDate?: string[];
                    isVisible?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    title: string;
                                    titleEn: string | null;
                                    /** Format: date */
                                    eventDate: string;
                                    cityId: number | null;
                                    typeId: number | null;
                                    location: string | null;
                                    locationEn: string | null;
                                    signUpUrl: string | null;
                                    content: string | null;
                                    contentEn: string | null;
                                    coverUrl: string | null;
                                    isRecommended: boolean;
                                    isVisible: boolean;
                                    activityCount: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminEvent/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a race's fields (content sanitised) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        titleEn?: string | null;
                        /** Format: date */
                        eventDate: string;
                        cityId?: number | null;
                        typeId?: number | null;
                        location?: string | null;
                        locationEn?: string | null;
                        signUpUrl?: string | null;
                        content?: string | null;
                        contentEn?: string | null;
                        /** @default false */
                        isRecommended?: boolean;
                        /** @default true */
                        isVisible?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                /** Format: date */
                                eventDate: string;
                                cityId: number | null;
                                typeId: number | null;
                                location: string | null;
                                locationEn: string | null;
                                signUpUrl: string | null;
                                content: string | null;
                                contentEn: string | null;
                                coverUrl: string | null;
                                isRecommended: boolean;
                                isVisible: boolean;
                                activityCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminEvent/UploadCover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the cover (multipart field "file", JPEG/PNG/WebP ≤ 10 MB; stored at most 1600 px wide) */
        post: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                coverUrl: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFaceSearch/GetHiddenList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every hide-me request, newest first, optionally of one activity or member */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    activityId?: number;
                    userId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    activityId: number;
                                    activityTitle: string;
                                    /** @description Faces it hid when it was made */
                                    faceCount: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    undoneAt: string | null;
                                    member: {
                                        id: number;
                                        email: string;
                                        displayName: string;
                                    };
                                    undoneByUserId: number | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFaceSearch/UndoHide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo any member's hide-me request: its faces are found again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                /** @description Faces searchable again (0 when it was already undone) */
                                restored: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFoot/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a column (no parentId) or a link (parentId and sgL_RequestUrl) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        parentId?: number | null;
                        title: string;
                        titleEn?: string | null;
                        sgL_RequestUrl?: string | null;
                        sort: number;
                        SGL_IsShow: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                parentId: number | null;
                                parentTitle: string | null;
                                title: string;
                                titleEn: string | null;
                                sgL_RequestUrl: string | null;
                                sort: number;
                                SGL_IsShow: boolean;
                                childCount: number;
                                contentId: number | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFoot/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a link (and its page) or an empty column */
        delete: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFoot/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footer columns and links, hidden ones too: columns first, then links by column and sort */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    level?: "parent" | "child";
                    parentId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    parentId: number | null;
                                    parentTitle: string | null;
                                    title: string;
                                    titleEn: string | null;
                                    sgL_RequestUrl: string | null;
                                    sort: number;
                                    SGL_IsShow: boolean;
                                    childCount: number;
                                    contentId: number | null;
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFoot/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a column or a link */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        parentId?: number | null;
                        title: string;
                        titleEn?: string | null;
                        sgL_RequestUrl?: string | null;
                        sort: number;
                        SGL_IsShow: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                parentId: number | null;
                                parentTitle: string | null;
                                title: string;
                                titleEn: string | null;
                                sgL_RequestUrl: string | null;
                                sort: number;
                                SGL_IsShow: boolean;
                                childCount: number;
                                contentId: number | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFoot/UpdateStore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the order after a drag (a link may move to another column), all or nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            sort: number;
                            parentId?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFootContent/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a footer link's page (HTML cleaned on save) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        footLinkId: number;
                        content: string;
                        contentEn?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                footLinkId: number;
                                linkTitle: string;
                                parentTitle: string | null;
                                sgL_RequestUrl: string | null;
                                SGL_IsShow: boolean;
                                content: string;
                                contentEn: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFootContent/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a footer page (its link stays) */
        delete: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFootContent/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One footer page with both texts */
        get: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                footLinkId: number;
                                linkTitle: string;
                                parentTitle: string | null;
                                sgL_RequestUrl: string | null;
                                SGL_IsShow: boolean;
                                content: string;
                                contentEn: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFootContent/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footer pages: the link each belongs to, last change */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    footLinkId: number;
                                    linkTitle: string;
                                    parentTitle: string | null;
                                    sgL_RequestUrl: string | null;
                                    SGL_IsShow: boolean;
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminFootContent/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a footer page (HTML cleaned on save) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        footLinkId: number;
                        content: string;
                        contentEn?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                footLinkId: number;
                                linkTitle: string;
                                parentTitle: string | null;
                                sgL_RequestUrl: string | null;
                                SGL_IsShow: boolean;
                                content: string;
                                contentEn: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminHeader/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a header link */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleEn?: string | null;
                        url: string;
                        sort: number;
                        isShow: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                url: string;
                                sort: number;
                                isShow: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminHeader/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a header link */
        delete: {
            parameters: {
                query: {
                    Id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminHeader/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every header link, hidden ones too, by sort */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    title: string;
                                    titleEn: string | null;
                                    url: string;
                                    sort: number;
                                    isShow: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminHeader/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a header link */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        titleEn?: string | null;
                        url: string;
                        sort: number;
                        isShow: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                title: string;
                                titleEn: string | null;
                                url: string;
                                sort: number;
                                isShow: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminHeader/UpdateStore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the order after a drag: each row’s new sort */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            sort: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/AcceptHeldReadings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish held readings as bib tags (source admin: reading the photo again keeps them) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/DiscardHeldReadings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget held readings */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/GetHeldReadings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bib readings held for being outside their activity's registered list, by bib (decision 067) */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    activityId?: number;
                    albumId?: number;
                    bib?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    bib: string;
                                    confidence: number;
                                    box: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    } | null;
                                    photoId: number;
                                    fileName: string;
                                    width: number | null;
                                    height: number | null;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    albumId: number;
                                    albumName: string;
                                    activityId: number;
                                    activityTitle: string;
                                    photographerName: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/GetPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Failed photos (with the reason) or hidden photos, of an activity or album, newest change first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    status: "failed" | "hidden";
                    activityId?: number;
                    albumId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    fileName: string;
                                    status: "failed" | "hidden";
                                    failureCode: ("unreadable" | "too-large" | "original-missing" | "rendition-missing" | "ocr-failed" | "faces-failed" | "processing-error") | (never | null);
                                    failureReason: string | null;
                                    thumbnailUrl: string | null;
                                    albumId: number;
                                    albumName: string;
                                    activityId: number;
                                    activityTitle: string;
                                    photographerName: string;
                                    bibs: string[];
                                    /** Format: date-time */
                                    updatedAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/Rerun": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Read the bib numbers (OCR tags replaced) or the faces of an album's or activity's photos again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        albumId?: number;
                        activityId?: number;
                        /** @enum {string} */
                        what: "ocr" | "faces";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/Retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Process failed photos again: some photos, or all failed ones of an album or activity */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds?: number[];
                        albumId?: number;
                        activityId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/SetHidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide photos from buyers, or show them again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                        hidden: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminImgDeal/UpdateBibTags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add bib numbers to many photos and/or take bib numbers off them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                        add?: string[];
                        remove?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminIncome/AddAdjustment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Books finance's signed correction to what a photographer is owed, with its reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photographerId: number;
                        amount: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                photographer: {
                                    id: number;
                                    displayName: string;
                                    email: string;
                                };
                                figures: {
                                    salesCount: number;
                                    gross: number;
                                    refunds: number;
                                    net: number;
                                    shares: number;
                                    fees: number;
                                    refunded: number;
                                    paidOut: number;
                                    adjustments: number;
                                    balance: number;
                                };
                                balances: {
                                    owed: number;
                                    unsettled: number;
                                    inSettlement: number;
                                    paidOut: number;
                                };
                                remittance: {
                                    hasAccount: boolean;
                                    account: {
                                        bankCode: string;
                                        bankName: string;
                                        branch: string;
                                        accountName: string;
                                        accountNumberMasked: string;
                                        /** Format: date-time */
                                        updatedAt: string;
                                    } | null;
                                };
                                ledger: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        kind: "sale" | "reversal" | "payout" | "adjustment";
                                        amount: number;
                                        balance: number;
                                        /** Format: date-time */
                                        createdAt: string;
                                        reason: string | null;
                                        orderItemId: number | null;
                                        activityTitle: string | null;
                                        createdByName: string | null;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminIncome/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photographer's figures, balances, masked remittance account and ledger with its running balance */
        get: {
            parameters: {
                query: {
                    id: number;
                    kind?: "sale" | "reversal" | "payout" | "adjustment";
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                photographer: {
                                    id: number;
                                    displayName: string;
                                    email: string;
                                };
                                figures: {
                                    salesCount: number;
                                    gross: number;
                                    refunds: number;
                                    net: number;
                                    shares: number;
                                    fees: number;
                                    refunded: number;
                                    paidOut: number;
                                    adjustments: number;
                                    balance: number;
                                };
                                balances: {
                                    owed: number;
                                    unsettled: number;
                                    inSettlement: number;
                                    paidOut: number;
                                };
                                remittance: {
                                    hasAccount: boolean;
                                    account: {
                                        bankCode: string;
                                        bankName: string;
                                        branch: string;
                                        accountName: string;
                                        accountNumberMasked: string;
                                        /** Format: date-time */
                                        updatedAt: string;
                                    } | null;
                                };
                                ledger: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        kind: "sale" | "reversal" | "payout" | "adjustment";
                                        amount: number;
                                        balance: number;
                                        /** Format: date-time */
                                        createdAt: string;
                                        reason: string | null;
                                        orderItemId: number | null;
                                        activityTitle: string | null;
                                        createdByName: string | null;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminIncome/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photographers with sales count, gross, shares, fees, refunded, paid out and balance; search by name or e-mail */
        get: {
            parameters: {
                query: {
                    keyword?: string;
                    dateFrom?: string;
                    dateTo?: string;
                    sort?: "balanceDesc" | "balanceAsc";
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        email: string;
                                    };
                                    salesCount: number;
                                    gross: number;
                                    refunds: number;
                                    net: number;
                                    shares: number;
                                    fees: number;
                                    refunded: number;
                                    paidOut: number;
                                    adjustments: number;
                                    balance: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's page: profile, photographer status, roles and latest orders */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                email: string;
                                displayName: string;
                                phone: string | null;
                                isAdmin: boolean;
                                isActive: boolean;
                                photographerStatus: "none" | "pending" | "approved" | "blocked";
                                roles: {
                                    id: number;
                                    name: string;
                                    displayName: string;
                                    displayNameEn: string;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastLoginAt: string | null;
                                locale: string;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                latestApplication: {
                                    id: number;
                                    status: string;
                                } | null;
                                orders: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        merchantTradeNo: string;
                                        status: string;
                                        totalAmount: number;
                                        itemCount: number;
                                        /** Format: date-time */
                                        createdAt: string;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts, newest first: search by e-mail / name / phone, filter by role, photographer status, suspension */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    keyword?: string;
                    roleId?: number;
                    photographerStatus?: "none" | "pending" | "approved" | "blocked";
                    suspended?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    email: string;
                                    displayName: string;
                                    phone: string | null;
                                    isAdmin: boolean;
                                    isActive: boolean;
                                    photographerStatus: "none" | "pending" | "approved" | "blocked";
                                    roles: {
                                        id: number;
                                        name: string;
                                        displayName: string;
                                        displayNameEn: string;
                                    }[];
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    lastLoginAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/GetPhotographerApplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything an applicant sent, links to the sample photos, and the applicant's account */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                userId: number;
                                displayName: string;
                                realName: string;
                                email: string;
                                phone: string;
                                city: string | null;
                                status: "pending" | "approved" | "rejected";
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                reviewedAt: string | null;
                                cityId: number | null;
                                introduction: string;
                                portfolioUrl: string | null;
                                sampleUrls: string[];
                                /** Format: date-time */
                                termsAcceptedAt: string;
                                reviewNote: string | null;
                                reviewerName: string | null;
                                account: {
                                    email: string;
                                    displayName: string;
                                    /** Format: date-time */
                                    since: string;
                                    photographerAuth: boolean;
                                    photographerAuthStatus: string;
                                    isActive: boolean;
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/GetPhotographerApplications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photographer applications, newest first, by status and a name / e-mail / phone search */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    status?: "pending" | "approved" | "rejected";
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    userId: number;
                                    displayName: string;
                                    realName: string;
                                    email: string;
                                    phone: string;
                                    city: string | null;
                                    status: "pending" | "approved" | "rejected";
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    reviewedAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/GetPhotographerOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photographers for the back-office filters' picker, newest first: id and display name, searched by name */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    displayName: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/GetRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role a user can be given */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                name: string;
                                displayName: string;
                                displayNameEn: string;
                            }[];
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/GetTableFrom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact-form inquiries, newest first, optionally of one status */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    status?: "pending" | "replied" | "closed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    userId: number | null;
                                    name: string;
                                    email: string;
                                    phone: string | null;
                                    subject: string;
                                    message: string;
                                    status: "pending" | "replied" | "closed";
                                    reply: string | null;
                                    /** Format: date-time */
                                    repliedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/RevealRemittanceAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A photographer's full account number, for an admin who may see it: recorded in the audit trail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                accountNumber: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/SendPasswordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the member the one-time password reset link (valid 30 minutes), in the member's language; an owner's only by an owner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/SetActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an account (its sessions end at once, every request answers 605) or restore it; an owner's only by an owner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        isActive: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                email: string;
                                displayName: string;
                                phone: string | null;
                                isAdmin: boolean;
                                isActive: boolean;
                                photographerStatus: "none" | "pending" | "approved" | "blocked";
                                roles: {
                                    id: number;
                                    name: string;
                                    displayName: string;
                                    displayNameEn: string;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastLoginAt: string | null;
                                locale: string;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                latestApplication: {
                                    id: number;
                                    status: string;
                                } | null;
                                orders: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        merchantTradeNo: string;
                                        status: string;
                                        totalAmount: number;
                                        itemCount: number;
                                        /** Format: date-time */
                                        createdAt: string;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Correct display name and phone, set the admin flag and roles; the last owner and your own right to manage users are kept. Only an owner changes an owner's account or gives the owner role; nobody changes their own roles; a role is given only by someone holding its permissions */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        displayName: string;
                        phone: string | null;
                        isAdmin: boolean;
                        roleIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                email: string;
                                displayName: string;
                                phone: string | null;
                                isAdmin: boolean;
                                isActive: boolean;
                                photographerStatus: "none" | "pending" | "approved" | "blocked";
                                roles: {
                                    id: number;
                                    name: string;
                                    displayName: string;
                                    displayNameEn: string;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastLoginAt: string | null;
                                locale: string;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                latestApplication: {
                                    id: number;
                                    status: string;
                                } | null;
                                orders: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        merchantTradeNo: string;
                                        status: string;
                                        totalAmount: number;
                                        itemCount: number;
                                        /** Format: date-time */
                                        createdAt: string;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/UpdatePhotoGrapher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending application (the member becomes a photographer at once) or reject it with a reason; the applicant is mailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        approve: boolean;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                status: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/UpdatePhotographerAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Block a photographer (their photographer endpoints answer 605) or restore them ('blocked' / 'restore') */
        get: {
            parameters: {
                query: {
                    userId: number;
                    status: "blocked" | "restore";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                userId: number;
                                photographerAuthStatus: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/UpdateTableFrom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to an inquiry (mailed to its writer) and/or set its status */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status?: "pending" | "replied" | "closed";
                        reply?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                userId: number | null;
                                name: string;
                                email: string;
                                phone: string | null;
                                subject: string;
                                message: string;
                                status: "pending" | "replied" | "closed";
                                reply: string | null;
                                /** Format: date-time */
                                repliedAt: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMemEmber/getUsersAndRemittanceDto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photographer's user fields, masked remittance account and its change history (finance) */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    userId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                user: {
                                    id: number;
                                    displayName: string;
                                    email: string;
                                    phone: string | null;
                                };
                                account: {
                                    bankCode: string;
                                    bankName: string;
                                    branch: string;
                                    accountName: string;
                                    accountNumberMasked: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                } | null;
                                changes: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        /** Format: date-time */
                                        changedAt: string;
                                        changedBy: string | null;
                                        fields: string[];
                                        oldMasked: string;
                                        newMasked: string;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminMenu/GetMyMenus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin's permissions and back-office menu tree, in the caller's language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                permissions: string[];
                                menus: {
                                    key: string;
                                    title: string;
                                    path: string | null;
                                    icon: string | null;
                                    children: {
                                        key: string;
                                        title: string;
                                        path: string | null;
                                        icon: string | null;
                                        children: {
                                            key: string;
                                            title: string;
                                            path: string | null;
                                            icon: string | null;
                                        }[];
                                    }[];
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminNotification/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One notification; reading it marks it read for the caller */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                type: "Index" | "ApplyPhotographer" | "ActivityPhoto" | "Car" | "Users" | "Photographer";
                                title: string;
                                link: string | null;
                                entityId: number | null;
                                isRead: boolean;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminNotification/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first, optionally of one type or read state */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    type?: "Index" | "ApplyPhotographer" | "ActivityPhoto" | "Car" | "Users" | "Photographer";
                    state?: "unread" | "read";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    type: "Index" | "ApplyPhotographer" | "ActivityPhoto" | "Car" | "Users" | "Photographer";
                                    title: string;
                                    link: string | null;
                                    entityId: number | null;
                                    isRead: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminNotification/GetUnreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's notifications are unread (the header's badge) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                unreadCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminNotification/MarkAllRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification the caller may see read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                unreadCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminNotification/MarkRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark these notifications read for the caller */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                unreadCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminOrder/ExportCsv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered order list as CSV (UTF-8 with BOM), every order the filters match, newest first */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                    email?: string;
                    status?: "pending" | "paid" | "failed" | "cancelled" | "refunded";
                    activityId?: number;
                    photographerId?: number;
                    dateFrom?: string;
                    dateTo?: string;
                    anomaly?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminOrder/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's page: items, payment attempts, every ECPay notice, refunds and anomalies */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                merchantTradeNo: string;
                                member: {
                                    id: number;
                                    email: string;
                                    displayName: string;
                                };
                                status: "pending" | "paid" | "failed" | "cancelled" | "refunded";
                                totalAmount: number;
                                itemCount: number;
                                refundedItemCount: number;
                                choosePayment: string;
                                paymentType: string | null;
                                hasAnomaly: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                paidAt: string | null;
                                ecpayTradeNo: string | null;
                                paymentMessage: string | null;
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                cancelledAt: string | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                refundedAmount: number;
                                items: {
                                    id: number;
                                    photoId: number;
                                    thumbnailUrl: string | null;
                                    fileName: string;
                                    activity: {
                                        id: number;
                                        title: string;
                                    };
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                    };
                                    price: number;
                                    bundleActivityId: number | null;
                                    photographerShare: number;
                                    platformFee: number;
                                    settlementStatus: string;
                                    /** Format: date-time */
                                    refundedAt: string | null;
                                    refundId: number | null;
                                }[];
                                bundles: {
                                    activityId: number;
                                    activityTitle: string;
                                    price: number;
                                    photoCount: number;
                                }[];
                                attempts: {
                                    merchantTradeNo: string;
                                    choosePayment: string;
                                    /** Format: date-time */
                                    issuedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                notifications: {
                                    id: number;
                                    merchantTradeNo: string;
                                    rtnCode: string | null;
                                    tradeAmt: number | null;
                                    verified: boolean;
                                    outcome: string;
                                    message: string | null;
                                    paymentType: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                refunds: {
                                    id: number;
                                    amount: number;
                                    reason: string;
                                    method: "ecpay-credit" | "manual";
                                    ecpayMessage: string | null;
                                    paymentNotificationId: number | null;
                                    itemIds: number[];
                                    createdBy: {
                                        id: number;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                anomalies: {
                                    kind: "duplicate" | "late";
                                    notificationId: number;
                                    merchantTradeNo: string;
                                    amount: number | null;
                                    /** Format: date-time */
                                    receivedAt: string;
                                    refundId: number | null;
                                }[];
                                downloads: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        /** Format: date-time */
                                        at: string;
                                        kind: "original" | "zip";
                                        member: {
                                            id: number;
                                            displayName: string;
                                        };
                                        photo: {
                                            id: number;
                                            fileName: string;
                                        } | null;
                                        clientNetwork: string;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminOrder/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders, newest first: search by order number or MerchantTradeNo, member e-mail, status, activity, order date, anomalies */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    keyword?: string;
                    email?: string;
                    status?: "pending" | "paid" | "failed" | "cancelled" | "refunded";
                    activityId?: number;
                    photographerId?: number;
                    dateFrom?: string;
                    dateTo?: string;
                    anomaly?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    merchantTradeNo: string;
                                    member: {
                                        id: number;
                                        email: string;
                                        displayName: string;
                                    };
                                    status: "pending" | "paid" | "failed" | "cancelled" | "refunded";
                                    totalAmount: number;
                                    itemCount: number;
                                    refundedItemCount: number;
                                    choosePayment: string;
                                    paymentType: string | null;
                                    hasAnomaly: boolean;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminOrder/Refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund some or all remaining items of a paid order (their downloads stop, their shares are reversed), or a duplicate payment */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: number;
                        itemIds?: number[];
                        paymentNotificationId?: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                merchantTradeNo: string;
                                member: {
                                    id: number;
                                    email: string;
                                    displayName: string;
                                };
                                status: "pending" | "paid" | "failed" | "cancelled" | "refunded";
                                totalAmount: number;
                                itemCount: number;
                                refundedItemCount: number;
                                choosePayment: string;
                                paymentType: string | null;
                                hasAnomaly: boolean;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                paidAt: string | null;
                                ecpayTradeNo: string | null;
                                paymentMessage: string | null;
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                cancelledAt: string | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                refundedAmount: number;
                                items: {
                                    id: number;
                                    photoId: number;
                                    thumbnailUrl: string | null;
                                    fileName: string;
                                    activity: {
                                        id: number;
                                        title: string;
                                    };
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                    };
                                    price: number;
                                    bundleActivityId: number | null;
                                    photographerShare: number;
                                    platformFee: number;
                                    settlementStatus: string;
                                    /** Format: date-time */
                                    refundedAt: string | null;
                                    refundId: number | null;
                                }[];
                                bundles: {
                                    activityId: number;
                                    activityTitle: string;
                                    price: number;
                                    photoCount: number;
                                }[];
                                attempts: {
                                    merchantTradeNo: string;
                                    choosePayment: string;
                                    /** Format: date-time */
                                    issuedAt: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                notifications: {
                                    id: number;
                                    merchantTradeNo: string;
                                    rtnCode: string | null;
                                    tradeAmt: number | null;
                                    verified: boolean;
                                    outcome: string;
                                    message: string | null;
                                    paymentType: string | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                refunds: {
                                    id: number;
                                    amount: number;
                                    reason: string;
                                    method: "ecpay-credit" | "manual";
                                    ecpayMessage: string | null;
                                    paymentNotificationId: number | null;
                                    itemIds: number[];
                                    createdBy: {
                                        id: number;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                                anomalies: {
                                    kind: "duplicate" | "late";
                                    notificationId: number;
                                    merchantTradeNo: string;
                                    amount: number | null;
                                    /** Format: date-time */
                                    receivedAt: string;
                                    refundId: number | null;
                                }[];
                                downloads: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        /** Format: date-time */
                                        at: string;
                                        kind: "original" | "zip";
                                        member: {
                                            id: number;
                                            displayName: string;
                                        };
                                        photo: {
                                            id: number;
                                            fileName: string;
                                        } | null;
                                        clientNetwork: string;
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminPaymentSetting/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment settings (the keys only as set / not set) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                mode: "simulator" | "stage" | "production";
                                merchantId: string;
                                hashKeySet: boolean;
                                hashIvSet: boolean;
                                usesPublicTestMerchant: boolean;
                                enabledMethods: string[];
                                commissionPercent: number;
                                refundWindowDays: number;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminPaymentSetting/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change payment settings; HashKey and HashIV are replaced only when given */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode?: "simulator" | "stage" | "production";
                        merchantId?: string;
                        hashKey?: string;
                        hashIv?: string;
                        enabledMethods?: ("Credit" | "WebATM" | "ATM")[];
                        commissionPercent?: number;
                        refundWindowDays?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                mode: "simulator" | "stage" | "production";
                                merchantId: string;
                                hashKeySet: boolean;
                                hashIvSet: boolean;
                                usesPublicTestMerchant: boolean;
                                enabledMethods: string[];
                                commissionPercent: number;
                                refundWindowDays: number;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminReport/ExportCsv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The report as CSV text (UTF-8 with a byte-order mark): by period with totals, by activity or by photographer */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    activityId?: number;
                    photographerId?: number;
                    granularity: "day" | "week" | "month";
                    by: "period" | "activity" | "photographer";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                fileName: string;
                                content: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminReport/GetByActivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same figures by activity, largest first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    from: string;
                    to: string;
                    activityId?: number;
                    photographerId?: number;
                    sort: "revenue" | "orders" | "photosSold" | "refunds";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    activityId: number;
                                    title: string;
                                    revenue: number;
                                    gross: number;
                                    orders: number;
                                    photosSold: number;
                                    averageOrderValue: number;
                                    platformFee: number;
                                    photographerShares: number;
                                    refunds: number;
                                    refundedItems: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminReport/GetByPhotographer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same figures by photographer, largest first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    from: string;
                    to: string;
                    activityId?: number;
                    photographerId?: number;
                    sort: "revenue" | "orders" | "photosSold" | "refunds";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    photographerId: number;
                                    displayName: string;
                                    revenue: number;
                                    gross: number;
                                    orders: number;
                                    photosSold: number;
                                    averageOrderValue: number;
                                    platformFee: number;
                                    photographerShares: number;
                                    refunds: number;
                                    refundedItems: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminReport/GetSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue, orders, photos sold, average order value, platform fee, photographer shares and refunds of paid orders, by day, week or month (Taipei), with totals */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                    activityId?: number;
                    photographerId?: number;
                    granularity: "day" | "week" | "month";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                series: {
                                    period: string;
                                    revenue: number;
                                    gross: number;
                                    orders: number;
                                    photosSold: number;
                                    averageOrderValue: number;
                                    platformFee: number;
                                    photographerShares: number;
                                    refunds: number;
                                    refundedItems: number;
                                }[];
                                totals: {
                                    revenue: number;
                                    gross: number;
                                    orders: number;
                                    photosSold: number;
                                    averageOrderValue: number;
                                    platformFee: number;
                                    photographerShares: number;
                                    refunds: number;
                                    refundedItems: number;
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        displayNameEn?: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                name: string;
                                displayName: string;
                                displayNameEn: string;
                                description: string | null;
                                isStatic: boolean;
                                isOwner: boolean;
                                userCount: number;
                                permissionCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a role nobody holds (built-in roles stay) */
        delete: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One role */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                name: string;
                                displayName: string;
                                displayNameEn: string;
                                description: string | null;
                                isStatic: boolean;
                                isOwner: boolean;
                                userCount: number;
                                permissionCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role with how many users hold it */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    Keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    name: string;
                                    displayName: string;
                                    displayNameEn: string;
                                    description: string | null;
                                    isStatic: boolean;
                                    isOwner: boolean;
                                    userCount: number;
                                    permissionCount: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/GetMenus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every back-office menu entry, ticked where granted to the role */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                roleId: number;
                                menus: {
                                    id: number;
                                    parentId: number | null;
                                    title: string;
                                    path: string | null;
                                    granted: boolean;
                                    byPermission: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/GetPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permission catalogue by group, ticked where the role holds it, in the caller's language */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                roleId: number;
                                fixed: boolean;
                                groups: {
                                    group: "content" | "catalogue" | "photos" | "orders" | "settlement" | "users" | "settings";
                                    permissions: {
                                        name: string;
                                        displayName: string;
                                        parentName: string | null;
                                        granted: boolean;
                                    }[];
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/GetUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users holding a role, a page at a time */
        get: {
            parameters: {
                query: {
                    roleId: number;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    displayName: string;
                                    email: string;
                                    isActive: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/SetMenus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the menu entries granted to a role; an entry is granted only by someone holding its page's permission, the owner role's menu only by an owner */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roleId: number;
                        menuIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/SetPermissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a role's permissions (not the owner's); only permissions the caller holds can be added; holders are checked on their next request */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        roleId: number;
                        permissionNames: ("Pages.Dashboard" | "Pages.Notifications" | "Pages.Banners" | "Pages.Footer" | "Pages.Header" | "Pages.Events" | "Pages.Events.Edit" | "Pages.Albums" | "Pages.Albums.Images" | "Pages.AlbumSettings" | "Pages.Applications" | "Pages.Applications.Review" | "Pages.Attendance" | "Pages.Orders" | "Pages.Orders.Refund" | "Pages.Settlement" | "Pages.Settlement.Pay" | "Pages.Settlement.RevealAccounts" | "Pages.Income" | "Pages.Income.Adjust" | "Pages.Reports" | "Pages.Inquiries" | "Pages.PaymentSettings" | "Pages.Users" | "Pages.Users.Edit" | "Pages.Roles" | "Pages.Roles.Edit" | "Pages.Menus" | "Pages.AuditLog" | "Pages.SystemStatus")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminRole/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a role, change its description (the owner role: only an owner) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        displayName: string;
                        displayNameEn?: string;
                        description?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                name: string;
                                displayName: string;
                                displayNameEn: string;
                                description: string | null;
                                isStatic: boolean;
                                isOwner: boolean;
                                userCount: number;
                                permissionCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates a month's batch: unsettled items paid before its end and past the refund window, per photographer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        month: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                /** Format: date-time */
                                periodFrom: string;
                                /** Format: date-time */
                                periodTo: string;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: string;
                                lines: {
                                    id: number;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        email: string;
                                    };
                                    account: {
                                        bankCode: string;
                                        bankName: string;
                                        branch: string;
                                        accountName: string;
                                        accountNumberMasked: string;
                                        /** Format: date-time */
                                        updatedAt: string;
                                    } | null;
                                    itemCount: number;
                                    itemsAmount: number;
                                    carriedAmount: number;
                                    amount: number;
                                    state: "pending" | "held" | "paid" | "carried" | "released";
                                    holdReason: string | null;
                                    transferReference: string | null;
                                    decidedBy: string | null;
                                    /** Format: date-time */
                                    decidedAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/ExportCsv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch's transfer list as CSV (UTF-8 with BOM), account numbers masked */
        get: {
            parameters: {
                query: {
                    batchId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/ExportExcel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch's transfer list as an Excel sheet, account numbers masked */
        get: {
            parameters: {
                query: {
                    batchId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/ExportTransferFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank's transfer file of a batch, full account numbers: each account shown is audited */
        get: {
            parameters: {
                query: {
                    batchId: number;
                    format: "csv" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A batch's lines: photographer, masked account, items, amount carried in, state */
        get: {
            parameters: {
                query: {
                    batchId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                /** Format: date-time */
                                periodFrom: string;
                                /** Format: date-time */
                                periodTo: string;
                                /** Format: date-time */
                                createdAt: string;
                                createdBy: string;
                                lines: {
                                    id: number;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        email: string;
                                    };
                                    account: {
                                        bankCode: string;
                                        bankName: string;
                                        branch: string;
                                        accountName: string;
                                        accountNumberMasked: string;
                                        /** Format: date-time */
                                        updatedAt: string;
                                    } | null;
                                    itemCount: number;
                                    itemsAmount: number;
                                    carriedAmount: number;
                                    amount: number;
                                    state: "pending" | "held" | "paid" | "carried" | "released";
                                    holdReason: string | null;
                                    transferReference: string | null;
                                    decidedBy: string | null;
                                    /** Format: date-time */
                                    decidedAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settlement batches, newest first, with their open and paid totals */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    /** Format: date-time */
                                    periodFrom: string;
                                    /** Format: date-time */
                                    periodTo: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    createdBy: string;
                                    lineCount: number;
                                    openAmount: number;
                                    paidAmount: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/HoldLine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Holds a line back, with the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lineId: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/PayBatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pays every pending line of a batch at once (one bank transfer file), all or nothing; a paid batch is refused (409) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        batchId: number;
                        transferReference: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                lineCount: number;
                                amount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/PayLine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a line paid with the transfer reference, once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lineId: number;
                        transferReference: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSettlement/ReleaseLine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Releases a held line: its items back to unsettled */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lineId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/AdminSystemStatus/GetLastHour": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Race day: the photo queue now, and minute by minute over the last hour its depth, photos published and their upload → published delay, requests and server errors */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                sampleSeconds: number;
                                queue: {
                                    waiting: number;
                                    active: number;
                                    failed: number;
                                    oldestWaitingSeconds: number;
                                };
                                minutes: {
                                    /** Format: date-time */
                                    minute: string;
                                    queueWaiting: number | null;
                                    queueOldestSeconds: number | null;
                                    requests: number | null;
                                    serverErrors: number | null;
                                    photosPublished: number;
                                    publishDelayP50Seconds: number | null;
                                    publishDelayP95Seconds: number | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Banner/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners of a type (1 = home carousel) shown now, by sort */
        get: {
            parameters: {
                query: {
                    typeId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    title: string;
                                    altText: string;
                                    imageUrl: string;
                                    imageSrcSet: string | null;
                                    linkUrl: string | null;
                                    sort: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/CommonType/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lookup rows (SGL_TypeT 30 = region/city, 40 = event type), visible ones, by sort */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    SGL_TypeT?: number;
                    SGL_ParentID?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    sgL_Title: string;
                                    sgL_TypeT: number;
                                    sgL_ParentID: number | null;
                                    sort: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/DevOutbox/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Latest mails of the local outbox (development only; administrators who may edit users) */
        get: {
            parameters: {
                query: {
                    to?: string;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                items: {
                                    id: number;
                                    to: string;
                                    subject: string;
                                    text: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Download/GetOrderZipUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link to Download/OrderZip for a browser, valid 300 s */
        get: {
            parameters: {
                query: {
                    orderId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                url: string;
                                expiresInSeconds: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Download/GetOriginalStreamUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link to Download/Original for a browser, valid 300 s */
        get: {
            parameters: {
                query: {
                    photoId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                url: string;
                                expiresInSeconds: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Download/GetOriginalUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link to the original valid 300 s, saved under its file name: signed for the S3 store when S3_ENDPOINT is set, else Download/Original at PUBLIC_URL with a download token */
        get: {
            parameters: {
                query: {
                    photoId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                url: string;
                                expiresInSeconds: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Download/OrderZip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paid order's originals as one ZIP, streamed (entries: activity/file name) */
        get: {
            parameters: {
                query: {
                    orderId: number;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Download/Original": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The original photo, streamed through the server as an attachment */
        get: {
            parameters: {
                query: {
                    photoId: number;
                    token?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["ErrorEnvelope"];
                        "image/png": components["schemas"]["ErrorEnvelope"];
                        "image/webp": components["schemas"]["ErrorEnvelope"];
                        "application/octet-stream": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": components["schemas"]["ErrorEnvelope"];
                        "image/png": components["schemas"]["ErrorEnvelope"];
                        "image/webp": components["schemas"]["ErrorEnvelope"];
                        "application/octet-stream": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/FaceSearch/GetMyHidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's hide-me requests, newest first (undone ones too) */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    activityId: number;
                                    activityTitle: string;
                                    /** @description Faces it hid when it was made */
                                    faceCount: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    undoneAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/FaceSearch/GetResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Another page of a kept selfie search, or the search again with another of the selfie's faces (a member's search only for that member) */
        get: {
            parameters: {
                query: {
                    searchId: string;
                    /** @description Another of the selfie's faces */
                    faceIndex?: number;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                searchId: string;
                                /** @description The face searched for, in faces */
                                faceIndex: number;
                                /** @description The faces found in the selfie, clearest first */
                                faces: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                }[];
                                totalCount: number;
                                /** @description Best match first */
                                items: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    albumName: string;
                                    cameraPoint: string | null;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        avatarUrl: string | null;
                                    };
                                    distance: number;
                                    /** @description 高 up to the distance of decisions/043, 中 up to the match threshold */
                                    similarity: "high" | "medium";
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/FaceSearch/HideMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Not me / hide me: the faces matching the member's selfie stop being found in the activity (recorded, undoable; the activity's own photos, and faces cut out of them, are refused as a selfie; FACE_HIDE_RATE_LIMIT an hour) */
        post: {
            parameters: {
                query: {
                    activityId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                /** @description Faces hidden by this request */
                                hidden: number;
                                /** @description The recorded request, to undo it; null when no face needed hiding */
                                requestId: number | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/FaceSearch/NotMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 不是我: the photo leaves the member's face-search results in the activity from now on (their own search only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        searchId: string;
                        photoId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                photoId: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/FaceSearch/Search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Find an activity's photos of a person from one selfie (multipart "file", JPEG/PNG/WebP ≤ 10 MB; the picture is never stored, its faces' boxes and descriptors are kept 24 h under searchId) */
        post: {
            parameters: {
                query: {
                    activityId: number;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                searchId: string;
                                /** @description The face searched for, in faces */
                                faceIndex: number;
                                /** @description The faces found in the selfie, clearest first */
                                faces: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                }[];
                                totalCount: number;
                                /** @description Best match first */
                                items: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    albumName: string;
                                    cameraPoint: string | null;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        avatarUrl: string | null;
                                    };
                                    distance: number;
                                    /** @description 高 up to the distance of decisions/043, 中 up to the match threshold */
                                    similarity: "high" | "medium";
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/FaceSearch/UndoHideMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo one of the member's own hide-me requests: its faces are found again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                /** @description Faces searchable again (0 when it was already undone) */
                                restored: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Favorite/Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo or an activity to the favourites (again: no change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoId?: number;
                        activityId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Favorite/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Favourite photos or activities still on view, newest favourite first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    type: "photo" | "activity";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    favoriteId: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    photo: {
                                        id: number;
                                        coId: number;
                                        thumbnailUrl: string | null;
                                        previewUrl: string | null;
                                        thumbnailSrcSet: string | null;
                                        previewSrcSet: string | null;
                                        width: number | null;
                                        height: number | null;
                                        /** Format: date-time */
                                        takenAt: string;
                                        price: number;
                                        activityId: number;
                                        activityTitle: string;
                                    } | null;
                                    activity: {
                                        id: number;
                                        sgL_Title: string;
                                        /** Format: date */
                                        sgL_ActivityDate: string;
                                        photoCount: number;
                                        coverUrl: string | null;
                                        coverSrcSet: string | null;
                                    } | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Favorite/GetIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ids of every favourite, for the hearts on lists */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                photoIds: number[];
                                activityIds: number[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Favorite/Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a photo or an activity from the favourites */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoId?: number;
                        activityId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/Confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a guest's follow with the token of its mailed link (/followConfirm) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                activityId: number;
                                activityTitle: string;
                                kind: "bib" | "selfie";
                                bib: string;
                            } | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A guest follows a bib by e-mail: a confirmation link is mailed; the answer is the same for any bib */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        code: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                /** @enum {string} */
                                state: "pending";
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/CreateMine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member follows a bib with one click, at the account's e-mail (again: no change) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                activityId: number;
                                activityTitle: string;
                                kind: "bib" | "selfie";
                                bib: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/CreateMineSelfie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member follows the face of their selfie search with one click and consent (again: the newer face replaces the kept descriptor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        searchId: string;
                        /** @description The selfie's face to follow */
                        faceIndex: number;
                        /**
                         * @description The follower agrees that the face descriptor is kept until the follow ends
                         * @enum {boolean}
                         */
                        consent: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                activityId: number;
                                activityTitle: string;
                                kind: "bib" | "selfie";
                                bib: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                expiresAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/CreateSelfie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A guest follows the face of their kept selfie search by e-mail, with consent: only its descriptor is kept, until the follow ends; a confirmation link is mailed; the answer is the same for any face */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        searchId: string;
                        /** @description The selfie's face to follow */
                        faceIndex: number;
                        /**
                         * @description The follower agrees that the face descriptor is kept until the follow ends
                         * @enum {boolean}
                         */
                        consent: true;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                /** @enum {string} */
                                state: "pending";
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes one of the member's follows */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's follows, newest first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    activityId: number;
                                    activityTitle: string;
                                    kind: "bib" | "selfie";
                                    bib: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Follow/Unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends a follow with the token of its mails’ unsubscribe link, no login (/followUnsubscribe, List-Unsubscribe) */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                activityId: number;
                                activityTitle: string;
                                kind: "bib" | "selfie";
                                bib: string;
                            } | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Foot/GeContenttAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The footer: visible columns with their visible pages */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    title: string;
                                    sort: number;
                                    children: {
                                        id: number;
                                        title: string;
                                        sgL_RequestUrl: string;
                                        sort: number;
                                    }[];
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Foot/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footer pages (one client route each, /foot/{sgL_RequestUrl}), in footer order */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    SGL_IsShow?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    title: string;
                                    sgL_RequestUrl: string;
                                    parentId: number | null;
                                    sort: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Foot/getContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A footer page's content by sgL_RequestUrl or footLinkId, in the caller's language */
        get: {
            parameters: {
                query?: {
                    sgL_RequestUrl?: string;
                    footLinkId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                footLinkId: number;
                                title: string;
                                sgL_RequestUrl: string;
                                content: string;
                                /** Format: date-time */
                                updatedAt: string | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Header/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The top navigation entries, visible ones by sort */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    title: string;
                                    url: string;
                                    sort: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/AddTableFrom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the contact form (guests and members; rate-limited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        phone?: string;
                        subject: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/CreatePhotoGrapher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to become a photographer (multipart: displayName, realName, phone, cityId (CommonType 30), introduction, portfolioUrl?, agreeTerms=true, and up to 5 "file" parts, JPEG/PNG/WebP ≤ 10 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in member's profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                email: string;
                                displayName: string;
                                phone: string | null;
                                locale: string;
                                avatarUrl: string | null;
                                isAdmin: boolean;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/GetApplicationSample": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sample photo of an application, through the short-lived link its applicant or a reviewer was given */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/GetBankList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Taiwan bank codes a remittance account may name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                code: string;
                                name: string;
                            }[];
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/GetMyPhotographerApplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's latest photographer application (status, rejection reason, dates), or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                status: "pending" | "approved" | "rejected";
                                reason: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                reviewedAt: string | null;
                                displayName: string;
                                sampleUrls: string[];
                            } | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update display name, phone and language */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        displayName: string;
                        phone?: string | null;
                        /** @enum {string} */
                        locale?: "zh-TW" | "en";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                email: string;
                                displayName: string;
                                phone: string | null;
                                locale: string;
                                avatarUrl: string | null;
                                isAdmin: boolean;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                /** Format: date-time */
                                createdAt: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/UpdateUsersRemittance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the caller's remittance account (the change is recorded, masked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bankCode: string;
                        branch: string;
                        accountName: string;
                        accountNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                hasAccount: boolean;
                                account: {
                                    bankCode: string;
                                    bankName: string;
                                    branch: string;
                                    accountName: string;
                                    accountNumberMasked: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                } | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/getUsersAndRemittanceDto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own user fields and full remittance account, for editing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                user: {
                                    id: number;
                                    displayName: string;
                                    email: string;
                                    phone: string | null;
                                };
                                account: {
                                    bankCode: string;
                                    bankName: string;
                                    branch: string;
                                    accountName: string;
                                    accountNumber: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                } | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MemEmber/getUsersRemittance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's remittance account, its number masked */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                hasAccount: boolean;
                                account: {
                                    bankCode: string;
                                    bankName: string;
                                    branch: string;
                                    accountName: string;
                                    accountNumberMasked: string;
                                    /** Format: date-time */
                                    updatedAt: string;
                                } | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/MyPhoto/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's purchased photos (paid orders), most recently paid first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    orderId: number;
                                    orderItemId: number;
                                    photoId: number;
                                    fileName: string;
                                    activityId: number;
                                    activityTitle: string;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    downloadable: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/Checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the whole cart into a pending order (prices of this moment, 30 minutes to pay) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        choosePayment?: "Credit" | "WebATM" | "ATM";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                orderId: number;
                                merchantTradeNo: string;
                                totalAmount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/Get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order with its photos (its buyer, or an admin with the Orders permission) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                merchantTradeNo: string;
                                status: "pending" | "paid" | "failed" | "cancelled" | "refunded";
                                totalAmount: number;
                                itemCount: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                paidAt: string | null;
                                paymentType: string | null;
                                refundState: "none" | "partial" | "full";
                                refundedAmount: number;
                                /** Format: date-time */
                                lastRefundedAt: string | null;
                                choosePayment: string;
                                /** Format: date-time */
                                expiresAt: string;
                                /** Format: date-time */
                                cancelledAt: string | null;
                                /** Format: date-time */
                                refundedAt: string | null;
                                items: {
                                    photoId: number;
                                    activityId: number;
                                    activityTitle: string;
                                    albumId: number;
                                    photographerId: number;
                                    photographerName: string;
                                    price: number;
                                    bundleActivityId: number | null;
                                    thumbnailUrl: string | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    /** Format: date-time */
                                    refundedAt: string | null;
                                }[];
                                bundles: {
                                    activityId: number;
                                    activityTitle: string;
                                    price: number;
                                    photoCount: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's orders, newest first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    merchantTradeNo: string;
                                    status: "pending" | "paid" | "failed" | "cancelled" | "refunded";
                                    totalAmount: number;
                                    itemCount: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    paymentType: string | null;
                                    refundState: "none" | "partial" | "full";
                                    refundedAmount: number;
                                    /** Format: date-time */
                                    lastRefundedAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/GetEcpayForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed AioCheckOut form of the caller's pending order, for the browser to post: each request a new MerchantTradeNo */
        get: {
            parameters: {
                query: {
                    orderId: number;
                    choosePayment?: "Credit" | "WebATM" | "ATM";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                action: string;
                                fields: {
                                    [key: string]: string;
                                };
                                order: {
                                    id: number;
                                    merchantTradeNo: string;
                                    totalAmount: number;
                                    itemCount: number;
                                    choosePayment: string;
                                    /** Format: date-time */
                                    expiresAt: string;
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Order/GetPaymentMethods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment methods a member may choose at checkout (the enabled ones), the default first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                methods: ("Credit" | "WebATM" | "ATM")[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Payment/EcpayOrderResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ECPay OrderResultURL: sends the browser to the order's page (never marks it paid) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Payment/EcpayReturn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** ECPay ReturnURL: verified payment result, answered 1|OK or 0|reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the caller's album in an activity */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        name: string;
                        nameEn?: string;
                        /** Format: date */
                        shootDate?: string;
                        defaultPrice?: number;
                        cameraPoint?: string;
                        cameraPointEn?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                coId: number;
                                activityId: number;
                                name: string;
                                nameEn: string | null;
                                shootDate: string | null;
                                cameraPoint: string | null;
                                cameraPointEn: string | null;
                                defaultPrice: number;
                                photoCount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetActivityPhotosByPlaceAndTime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity's published photos at one camera point within a time window of its day (Taipei), newest first */
        get: {
            parameters: {
                query: {
                    activityId: number;
                    cameraPoint?: string;
                    around?: string;
                    from?: string;
                    to?: string;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    cameraPoint: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetAllByUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photographer's albums with their activity, newest activity first */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    userId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                photographer: {
                                    id: number;
                                    displayName: string;
                                    avatarUrl: string | null;
                                };
                                items: {
                                    coId: number;
                                    name: string;
                                    cameraPoint: string | null;
                                    /** Format: date */
                                    shootDate: string | null;
                                    photoCount: number;
                                    coverUrl: string | null;
                                    activityId: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetBibsByName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A runner's bibs by their whole registered name (exact, never a part), only bibs with published photos; the same empty answer for any other name (decision 067) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                bibs: string[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetMyAlbums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's albums, newest first, optionally of one activity (to upload into) */
        get: {
            parameters: {
                query: {
                    activityId?: number;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    name: string;
                                    activityId: number;
                                    activityTitle: string;
                                    cameraPoint: string | null;
                                    defaultPrice: number;
                                    photoCount: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetMyAlbumsWithCounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's albums, newest activity first, with their photos counted by status */
        get: {
            parameters: {
                query: {
                    coId?: number;
                    activityId?: number;
                    keyword?: string;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    coId: number;
                                    name: string;
                                    activityId: number;
                                    activityTitle: string;
                                    /** Format: date */
                                    activityDate: string;
                                    cameraPoint: string | null;
                                    shootDate: string | null;
                                    defaultPrice: number;
                                    coverUrl: string | null;
                                    counts: {
                                        processing: number;
                                        ready: number;
                                        failed: number;
                                        hidden: number;
                                        total: number;
                                    };
                                }[];
                                activities: {
                                    id: number;
                                    title: string;
                                    /** Format: date */
                                    activityDate: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo with its album, activity, photographer and the photos taken within 5 s of it (前後五秒) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                photo: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                };
                                album: {
                                    coId: number;
                                    name: string;
                                    cameraPoint: string | null;
                                };
                                activity: {
                                    id: number;
                                    sgL_Title: string;
                                    /** Format: date */
                                    sgL_ActivityDate: string;
                                };
                                photographer: {
                                    id: number;
                                    displayName: string;
                                    avatarUrl: string | null;
                                };
                                bibs: string[];
                                neighbours: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An album's published photos, newest first, optionally within a taken-at range */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 0 */
                        SkipCount: number;
                        /** @default 10 */
                        MaxResultCount: number;
                        coId: number;
                        /** Format: date-time */
                        takenFrom?: string | null;
                        /** Format: date-time */
                        takenTo?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotoGalleryListNew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Bib search in an activity: exact match, confident tags first, newest first; paged over photos, grouped by album */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        code: string;
                        /** @default 0 */
                        SkipCount: number;
                        /** @default 20 */
                        MaxResultCount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    coId: number;
                                    albumName: string;
                                    cameraPoint: string | null;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        avatarUrl: string | null;
                                    };
                                    photos: {
                                        id: number;
                                        coId: number;
                                        thumbnailUrl: string | null;
                                        previewUrl: string | null;
                                        thumbnailSrcSet: string | null;
                                        previewSrcSet: string | null;
                                        width: number | null;
                                        height: number | null;
                                        /** Format: date-time */
                                        takenAt: string;
                                        price: number;
                                        bibMatch: {
                                            bib: string;
                                            confidence: number;
                                            sources: string[];
                                        };
                                        foundBy: "bib" | "face";
                                    }[];
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/GetPhotographerPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A certified photographer's page: introduction, counts, albums grouped by activity (paged by activity) */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    userId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                photographer: {
                                    id: number;
                                    displayName: string;
                                    avatarUrl: string | null;
                                    introduction: string | null;
                                };
                                albumCount: number;
                                photoCount: number;
                                activities: {
                                    totalCount: number;
                                    items: {
                                        id: number;
                                        sgL_Title: string;
                                        /** Format: date */
                                        sgL_ActivityDate: string;
                                        albums: {
                                            coId: number;
                                            name: string;
                                            cameraPoint: string | null;
                                            photoCount: number;
                                            coverUrl: string | null;
                                        }[];
                                    }[];
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/SearchPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A bib, a kept selfie search (the caller's own) or both, merged: each photo once with how it was found; both first, then bib hits, selfie matches by similarity, linked-face hits */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        code?: string;
                        faceSearchId?: string;
                        /** @default 0 */
                        SkipCount: number;
                        /** @default 20 */
                        MaxResultCount: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    albumName: string;
                                    cameraPoint: string | null;
                                    photographer: {
                                        id: number;
                                        displayName: string;
                                        avatarUrl: string | null;
                                    };
                                    foundBy: "both" | "bib" | "selfie" | "bibFace";
                                    bibMatch: {
                                        bib: string;
                                        confidence: number;
                                        sources: string[];
                                    } | null;
                                    distance: number | null;
                                    similarity: ("high" | "medium") | (never | null);
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryConfigAppSerivce/getDownDtl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An order's photos for its download page (the buyer's own order; any for an admin) */
        get: {
            parameters: {
                query: {
                    orderId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                orderId: number;
                                merchantTradeNo: string;
                                status: string;
                                /** Format: date-time */
                                paidAt: string | null;
                                totalAmount: number;
                                downloadable: boolean;
                                items: {
                                    id: number;
                                    coId: number;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    thumbnailSrcSet: string | null;
                                    previewSrcSet: string | null;
                                    width: number | null;
                                    height: number | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    orderId: number;
                                    orderItemId: number;
                                    photoId: number;
                                    fileName: string;
                                    activityId: number;
                                    activityTitle: string;
                                    /** Format: date-time */
                                    paidAt: string | null;
                                    downloadable: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/AddBibTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tag the caller's photos with one more bib (tags they already have stay as they are) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                        bib: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete photos and their files */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/GetExistingHashes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which content hashes (SHA-256 hex of the bytes) the album already holds: files not to send again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        coId: number;
                        hashes: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                hashes: string[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/GetMyAlbumPhotos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the caller's album's photos, by status and bib, in the order taken */
        get: {
            parameters: {
                query: {
                    coId: number;
                    status?: "processing" | "ready" | "failed" | "hidden";
                    bib?: string;
                    order?: "asc" | "desc";
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    fileName: string;
                                    thumbnailUrl: string | null;
                                    previewUrl: string | null;
                                    /** Format: date-time */
                                    takenAt: string;
                                    price: number;
                                    status: "processing" | "ready" | "failed" | "hidden";
                                    failureCode: ("unreadable" | "too-large" | "original-missing" | "rendition-missing" | "ocr-failed" | "faces-failed" | "processing-error") | (never | null);
                                    bibTags: {
                                        bib: string;
                                        source: string;
                                    }[];
                                    inOrder: boolean;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/GetUploadProgress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Processing progress of an album, or of one upload batch, with each failure's reason */
        get: {
            parameters: {
                query: {
                    coId: number;
                    batchId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                total: number;
                                processing: number;
                                ready: number;
                                failed: number;
                                hidden: number;
                                percent: number;
                                failures: {
                                    photoId: number;
                                    fileName: string;
                                    code: "unreadable" | "too-large" | "original-missing" | "rendition-missing" | "ocr-failed" | "faces-failed" | "processing-error";
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/Reprocess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Process the caller's failed photos again (others are skipped and counted) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                reprocessed: number;
                                skipped: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/SetHidden": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide photos from buyers, or show them again */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                        hidden: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/UpdateBibTags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set or correct a photo's bib numbers */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoId: number;
                        bibs: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/UpdateMoney": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the price of some photos, or of a whole album (then also the album's default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        coId: number;
                        price: number;
                        photoIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/Upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload many photos into an album (multipart, any number of "file" parts, each ≤ 50 MB) */
        post: {
            parameters: {
                query: {
                    coId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                batchId: string;
                                accepted: number;
                                duplicates: number;
                                refused: number;
                                items: {
                                    fileName: string;
                                    status: "accepted" | "duplicate" | "refused";
                                    photoId?: number;
                                    code?: string;
                                    reason?: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotoGalleryList/getMoneyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The prices (NT$) a photographer may choose */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: number[];
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerSales/ExportMyLedgerCsv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's ledger with the page's filters as CSV (UTF-8 with BOM), each entry with its balance */
        get: {
            parameters: {
                query?: {
                    kind?: "sale" | "reversal" | "payout" | "adjustment";
                    dateFrom?: string;
                    dateTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerSales/GetMyBalances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's balances: owed, unsettled, in settlement and paid out (sums of the ledger) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                owed: number;
                                unsettled: number;
                                inSettlement: number;
                                paidOut: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerSales/GetMyEarnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's earnings by month and by activity, settled and not, and the balances */
        get: {
            parameters: {
                query?: {
                    months?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                byMonth: {
                                    month: string;
                                    count: number;
                                    settled: number;
                                    unsettled: number;
                                }[];
                                byActivity: {
                                    activityId: number;
                                    title: string;
                                    count: number;
                                    settled: number;
                                    unsettled: number;
                                }[];
                                balances: {
                                    owed: number;
                                    unsettled: number;
                                    inSettlement: number;
                                    paidOut: number;
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerSales/GetMyLedger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's ledger, newest first, each entry with the balance after it, and the balances */
        get: {
            parameters: {
                query: {
                    kind?: "sale" | "reversal" | "payout" | "adjustment";
                    dateFrom?: string;
                    dateTo?: string;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    kind: "sale" | "reversal" | "payout" | "adjustment";
                                    amount: number;
                                    balance: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                    reason: string | null;
                                    orderItemId: number | null;
                                    activityTitle: string | null;
                                }[];
                                balances: {
                                    owed: number;
                                    unsettled: number;
                                    inSettlement: number;
                                    paidOut: number;
                                };
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerSales/GetMySale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's sales with its ledger entries (another photographer's: 404) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                /** Format: date-time */
                                soldAt: string;
                                activityId: number;
                                activityTitle: string;
                                albumId: number;
                                albumName: string;
                                photoId: number;
                                thumbnailUrl: string | null;
                                price: number;
                                photographerShare: number;
                                platformFee: number;
                                status: "unsettled" | "in_settlement" | "paid" | "refunded";
                                merchantTradeNo: string;
                                entries: {
                                    id: number;
                                    kind: "sale" | "reversal" | "payout" | "adjustment";
                                    amount: number;
                                    /** Format: date-time */
                                    createdAt: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerSales/GetMySales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's sold photos, newest first, by activity and Taipei days, with totals */
        get: {
            parameters: {
                query: {
                    activityId?: number;
                    dateFrom?: string;
                    dateTo?: string;
                    SkipCount: number;
                    MaxResultCount: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    /** Format: date-time */
                                    soldAt: string;
                                    activityId: number;
                                    activityTitle: string;
                                    albumId: number;
                                    albumName: string;
                                    photoId: number;
                                    thumbnailUrl: string | null;
                                    price: number;
                                    photographerShare: number;
                                    platformFee: number;
                                    status: "unsettled" | "in_settlement" | "paid" | "refunded";
                                }[];
                                totals: {
                                    count: number;
                                    price: number;
                                    photographerShare: number;
                                    platformFee: number;
                                    gross: number;
                                    refunds: number;
                                    refundedItems: number;
                                };
                                activities: {
                                    id: number;
                                    title: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerUploadToken/Create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an upload token for the command-line uploader; its secret is answered this once only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                id: number;
                                name: string;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                lastUsedAt: string | null;
                                secret: string;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerUploadToken/GetMyTokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's upload tokens, newest first, with their last use (never their secrets) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    id: number;
                                    name: string;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** Format: date-time */
                                    lastUsedAt: string | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PhotographerUploadToken/Revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one of the caller’s upload tokens: refused from the next request on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {object|null} */
                            result: never | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PushSubscription/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgets one of the member's browsers: no more push notices there */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                changed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PushSubscription/GetPublicKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's VAPID public key, which browsers subscribe with */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                publicKey: string | null;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/PushSubscription/Subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keeps this browser's push subscription for the member's follow notices */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        endpoint: string;
                        keys: {
                            p256dh: string;
                            auth: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                subscribed: boolean;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Ranking/GetPhotographerRanking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photographers ranked by photos sold in paid orders this month, this year or ever (then by amount, then by published photos) */
        get: {
            parameters: {
                query: {
                    SkipCount: number;
                    MaxResultCount: number;
                    period: "month" | "year" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                totalCount: number;
                                items: {
                                    rank: number;
                                    photographerId: number;
                                    displayName: string;
                                    avatarUrl: string | null;
                                    soldCount: number;
                                    salesAmount: number;
                                    publishedCount: number;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Session/GetCurrentLoginInformations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's rights as they are now (photographer, admin and its permissions) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                userId: number;
                                isAdmin: boolean;
                                photographerAuth: boolean;
                                photographerAuthStatus: string;
                                displayName: string;
                                avatarUrl: string | null;
                                permissions?: string[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Shop/AddBundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add all the member's photos a bib (code) or their own selfie search (faceSearchId) finds in an activity as one bundle line (their single lines go) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activityId: number;
                        code?: string;
                        faceSearchId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                activityId: number;
                                photoCount: number;
                                price: number;
                                singlesTotal: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Shop/CreateList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add photos to the cart; each photo is added or refused with the reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        photoIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                added: number;
                                items: {
                                    photoId: number;
                                    status: "added" | "duplicate" | "bought" | "pending" | "unavailable" | "cartFull";
                                    message: string;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Shop/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Remove a photo from the cart (by cart item id, or by photoId) */
        get: {
            parameters: {
                query?: {
                    id?: number;
                    photoId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                removed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Shop/DeleteBundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Remove a bundle from the cart */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                removed: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Shop/GetBundleOffer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bundle of the member's photos a bib (code) or their own selfie search (faceSearchId) finds in an activity, or null when none is offered */
        get: {
            parameters: {
                query: {
                    activityId: number;
                    code?: string;
                    faceSearchId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                activityId: number;
                                photoCount: number;
                                price: number;
                                singlesTotal: number;
                            } | null;
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Shop/GetMyPhotoStates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's bought, unpaid and in-cart photos among up to 100 (photoIds=1,2,3) */
        get: {
            parameters: {
                query: {
                    photoIds: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                items: {
                                    photoId: number;
                                    state: "bought" | "pending" | "inCart";
                                    orderId: number | null;
                                }[];
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/services/app/Shop/getShopCartList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart grouped by activity and photographer, at current prices, with totals */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            result: {
                                items: {
                                    activityId: number;
                                    activityTitle: string;
                                    groups: {
                                        photographerId: number;
                                        photographerName: string;
                                        items: {
                                            id: number;
                                            coId: number;
                                            thumbnailUrl: string | null;
                                            previewUrl: string | null;
                                            thumbnailSrcSet: string | null;
                                            previewSrcSet: string | null;
                                            width: number | null;
                                            height: number | null;
                                            /** Format: date-time */
                                            takenAt: string;
                                            price: number;
                                            cartItemId: number;
                                            photoId: number;
                                            available: boolean;
                                            message: string | null;
                                        }[];
                                    }[];
                                }[];
                                bundles: {
                                    id: number;
                                    activityId: number;
                                    photoCount: number;
                                    price: number;
                                    singlesTotal: number;
                                    activityTitle: string;
                                    photoIds: number[];
                                    available: boolean;
                                    message: string | null;
                                }[];
                                totalCount: number;
                                totalAmount: number;
                            };
                            /** @enum {object|null} */
                            error: never | null;
                            unAuthorizedRequest: boolean;
                            /** @enum {boolean} */
                            __abp: true;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorEnvelope: {
            /** @enum {boolean} */
            success: false;
            /** @enum {object|null} */
            result: never | null;
            error: {
                code: string;
                message: string;
                details?: string;
            };
            unAuthorizedRequest: boolean;
            /** @enum {boolean} */
            __abp: true;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
