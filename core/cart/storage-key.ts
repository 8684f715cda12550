/** Where the browser keeps the cart (localStorage). */
export const CART_STORAGE_KEY = "sellback.cart";
