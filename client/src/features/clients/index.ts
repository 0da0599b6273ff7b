// The client book's public entry: the invoice form's client picker (lint lets other code import
// this file of the area and nothing else in it). The /clients page is reached by app/.
export { ClientPicker } from "./components/client-picker";
