/** A URL's query as the input of a query schema: empty values count as unset (a form's blank select). */
export const queryOf = (params: URLSearchParams) => Object.fromEntries([...params].filter(([, v]) => v !== ""));
