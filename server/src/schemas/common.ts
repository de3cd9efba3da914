import { Type } from 'typebox';

/** Answers of every area: a message, an error with its field errors, the bearer requirement. */
export const Message = Type.Object({ message: Type.String() });

export const ErrorResponse = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ param: Type.String(), msg: Type.String() }))),
});

/** The OpenAPI security requirement of every back-office route. */
export const bearer = [{ bearerAuth: [] }];

/** Response schemas for the given error statuses, all of them ErrorResponse. */
export function refusals<const C extends number>(...codes: C[]): Record<C, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as Record<
    C,
    typeof ErrorResponse
  >;
}
