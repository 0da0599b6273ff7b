// The tool catalogue's public entry: each tool's icon and colours (lint lets other features,
// components/, lib/ and the document types import this file of the area and nothing else in it),
// shown by the landing page, the dashboard and each generator's header. The /tools page is reached
// by app/. The catalogue itself (the tools, their routes and status) is @shared/catalogue.
export { TOOL_BADGE_CLASSES, TOOL_TILE_CLASSES, ToolIcon } from "./components/tool-icon";
