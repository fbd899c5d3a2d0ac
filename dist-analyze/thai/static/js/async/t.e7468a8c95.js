"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["t"],{mH(e,t,n){var i=n("S");let a={list:"/api/bonus",active:"/api/bonus/check/active"};n.d(t,{},{G:{list:()=>(0,i.Jt)(a.list),activate:e=>(0,i.Jt)(`/api/bonus/activate/${encodeURIComponent(e)}`),checkActive:()=>(0,i.Jt)(a.active),checkMinimum:()=>(0,i.Jt)("/api/bonus/check/minimum"),clear:()=>(0,i.Jt)("/api/bonus/clear")},n:a})},ur(e,t,n){var i=n("S");let a={list:"/api/invite",banners:"/api/invite/banners"};n.d(t,{},{C_:{list:e=>(0,i.bE)(a.list,e),receiveBonus:()=>(0,i.Jt)("/api/invite/bonus"),banners:()=>(0,i.Jt)(a.banners)},OS:function(e,t){return`${e.replace(/\/+$/,"")}/register?code=${encodeURIComponent(`PR${t}`)}`},Qp:a})},TD(e,t,n){var i=n("S");let a={list:"/api/refund",check:"/api/refund/check",banners:"/api/refund/banners"};n.d(t,{},{N:{list:e=>(0,i.bE)(a.list,e),check:()=>(0,i.Jt)(a.check),receive:()=>(0,i.Jt)("/api/refund/receive"),addWallet:()=>(0,i.Jt)("/api/refund/addWallet"),banners:()=>(0,i.Jt)(a.banners)},v:a})},Mj(e,t,n){var i=n("S");let a={setup:"/api/spinwheel/setup",coupons:"/api/spinwheel/coupon",active:"/api/spinwheel/active"};n.d(t,{},{c:{setup:()=>(0,i.Jt)(a.setup),spin:()=>(0,i.bE)("/api/spinwheel/spin",{}),coupons:()=>(0,i.Jt)(a.coupons),claim:e=>(0,i.bE)("/api/spinwheel/coupon/claim",{coupon:e}),active:()=>(0,i.Jt)(a.active)},g:a})},M(e,t,n){var i=n("S");let a={wallet:"/api/wallet",credentials:e=>`/api/wallet/account/${encodeURIComponent(e)}`};n.d(t,{},{o:a,y:{wallet:()=>(0,i.Jt)(a.wallet),refreshSlots:()=>(0,i.Jt)("/api/wallet/refresh/slot"),activate:e=>(0,i.Jt)(`/api/wallet/activate/${encodeURIComponent(e)}`),credentials:e=>(0,i.Jt)(a.credentials(e)),resetPassword:e=>(0,i.Jt)(`/api/wallet/resetpassword/${encodeURIComponent(e)}`),add:e=>(0,i.bE)("/api/wallet/add",e),transfer:e=>(0,i.bE)("/api/wallet/transfer",e),transferAll:e=>(0,i.bE)("/api/wallet/transferAll",e),withdraw:e=>(0,i.bE)("/api/wallet/withdraw",e),withdrawAll:e=>(0,i.bE)("/api/wallet/withdrawAll",e),slip:(e,t)=>(0,i.Se)("/api/wallet/slip",e,t),truelink:e=>(0,i.bE)("/api/wallet/truelink",e)}})},hZ(e,t,n){n.r(t),n.d(t,{default:()=>V});var i=n("w"),a=n("u"),l=n("HW"),r=n("QD"),o=n("B"),s=n("Vh"),c=n("H4"),d=n("U");let u={bankName:()=>n.e(4).then(n.bind(n,"q8")),deposit:()=>(0,d.$)(Promise.all([n.e("d"),n.e("if"),n.e("mt")]).then(n.bind(n,"sr")),["deposit"]),slipStatus:()=>(0,d.$)(n.e("z").then(n.bind(n,"B2")),["deposit"]),transfer:()=>(0,d.$)(Promise.all([n.e("if"),n.e("w")]).then(n.bind(n,"Sv")),["transfer"]),withdraw:()=>(0,d.$)(Promise.all([n.e("if"),n.e(5)]).then(n.bind(n,"wo")),["transfer"])},p=new Set(Object.keys(u)),h=new Map;function f(e){let{children:t}=e;return(0,i.Y)(s.jG.Provider,{value:p,children:t})}function m(){let[e,t]=(0,o.fp)(s.V4),n=(0,c.Aq)(),l=e?function(e){let t=u[e];if(!t)return null;let n=h.get(e);return n||(n=(0,a.lazy)(t),h.set(e,n)),n}(e.key):null;return e&&l?(0,i.Y)(a.Suspense,{fallback:null,children:(0,i.Y)(l,{game:e.game,onClose:e=>{t(null),e&&n()}})}):null}var b=n("Ld"),v=n("a"),g=n("mc"),w=n("UX"),y=n("Y");n("d");var x=n("VH"),k=n("Qt"),Y=n("S"),A=n("vM"),$=n("yr"),S=n("t2"),H=n("i");function z(e){let{open:t,onClose:n}=e,a=(0,g.tz)(),{data:l,error:r,isLoading:o,mutate:s}=(0,x.u)(t?k.n$.conditions:null,()=>(0,Y.oA)(k.lG.conditions()));return(0,i.FD)($.a,{open:t,onClose:n,title:(0,i.Y)(g.sA,{id:"conditions.title"}),footer:(0,i.Y)(A.$,{block:!0,onClick:n,"data-autofocus":!0,children:(0,i.Y)(g.sA,{id:"conditions.confirm"})}),children:[o?(0,i.Y)(H.y,{label:a.formatMessage({id:"ui.loading"})}):null,r&&!l?(0,i.FD)("p",{children:[(0,i.Y)(g.sA,{id:"conditions.loadFailed"})," ",(0,i.Y)(A.$,{variant:"secondary",size:"sm",onClick:()=>void s(),children:(0,i.Y)(g.sA,{id:"ui.retry"})})]}):null,l?(0,i.Y)("ol",{css:(0,v.AH)`margin: 0; padding-left: 20px; display: grid; gap: 12px;`,children:l.conditions.map((e,t)=>(0,i.Y)("li",{children:(0,i.Y)(S.V,{html:e})},t))}):null]})}var C=n("A"),E=n("ly"),M=n("L"),D=n("N"),J=n("XR"),R=n("lW");function P(){let e=(0,C.u)(),t=(0,g.tz)(),n=(0,E.P)(),[a,r]=(0,M.Ym)(),o=(0,M._Q)(),{logout:s}=(0,M.wV)(),c=(0,D.s)(),[,d]=(0,l.zy)(),{run:u,busy:p}=(0,R.y)(async()=>{await c.confirm({title:t.formatMessage({id:"logout.confirmTitle"}),text:t.formatMessage({id:"logout.confirmText"}),confirmLabel:t.formatMessage({id:"logout.confirm"}),danger:!0})&&(await Promise.all([new Promise(e=>setTimeout(e,200)),s()]),d("~/login",{replace:!0}))});return(0,i.Y)("header",{css:(0,v.AH)`
        position: fixed;
        top: 0;
        left: 0;
        right: 0;
        z-index: 50;
        padding-top: env(safe-area-inset-top);
        background: ${e.surface};
        border-bottom: 1px solid ${e.border};
      `,children:(0,i.FD)("div",{css:(0,v.AH)`
          display: flex;
          align-items: center;
          gap: 8px;
          height: ${56}px;
          max-width: 560px;
          margin: 0 auto;
          padding: 0 12px;
        `,children:[(0,i.Y)("img",{src:n.logo,alt:"",width:32,height:32}),(0,i.Y)("span",{title:n.appName,css:(0,v.AH)`
            flex: 1;
            min-width: 0;
            font-weight: 700;
            line-height: 1.2;
            overflow-wrap: anywhere;
            display: -webkit-box;
            -webkit-box-orient: vertical;
            -webkit-line-clamp: 2;
            overflow: hidden;
          `,children:n.appName}),(0,i.Y)(J.p,{compact:!0,label:t.formatMessage({id:"language.label"}),value:a,options:o,onChange:r}),(0,i.Y)(A.$,{variant:"ghost",size:"sm",loading:p,onClick:u,"aria-label":t.formatMessage({id:p?"logout.loading":"topbar.logout"}),children:p?null:(0,i.Y)(y.o4,{size:20})})]})})}function q(e){let{children:t}=e,n=(0,g.tz)(),[r]=(0,l.zy)(),[o,s]=(0,a.useState)(!1),c=e=>n.formatMessage({id:e}),d=[{key:"profile",href:"/profile",label:c("nav.profile"),icon:(0,i.Y)(y.ny,{})},{key:"conditions",label:c("nav.conditions"),icon:(0,i.Y)(y.Ud,{}),onSelect:()=>s(!0)},{key:"home",href:"/home",label:c("nav.home"),icon:(0,i.Y)(y.fA,{size:28}),primary:!0},{key:"statement",href:"/statement",label:c("nav.statement"),icon:(0,i.Y)(y.kp,{})},{key:"contact",href:"/contact",label:c("nav.contact"),icon:(0,i.Y)(y.oy,{})}].map(e=>({...e,active:e.href===r}));return(0,i.FD)("div",{css:(0,v.AH)`
        min-height: 100dvh;
        padding-top: calc(${56}px + env(safe-area-inset-top));
        padding-bottom: calc(${88}px + env(safe-area-inset-bottom));
      `,children:[(0,i.Y)(P,{}),(0,i.Y)("main",{children:t}),(0,i.Y)(w.N,{items:d,label:c("nav.member"),renderLink:(e,t,n)=>(0,i.Y)(l.N_,{href:e.href??"/home",className:t,"aria-current":e.active?"page":void 0,children:n})}),(0,i.Y)(z,{open:o,onClose:()=>s(!1)})]})}var T=n("O");let I=(0,a.lazy)(()=>n.e(2).then(n.bind(n,"o3"))),F=(0,a.lazy)(()=>(0,d.$)(n.e("tg").then(n.bind(n,"TQ")),["member"]).then(e=>({default:e.ProfileScreen}))),N=(0,a.lazy)(()=>(0,d.$)(n.e("yj").then(n.bind(n,"kv")),["member"]).then(e=>({default:e.BonusScreen}))),O=(0,a.lazy)(()=>(0,d.$)(n.e(7).then(n.bind(n,"Z8")),["member"]).then(e=>({default:e.StatementScreen}))),L=(0,a.lazy)(()=>(0,d.$)(n.e("0l").then(n.bind(n,"W7")),["chat"]).then(e=>({default:e.MemberContactPage}))),U=(0,a.lazy)(()=>(0,d.$)(Promise.all([n.e("3b"),n.e("xa")]).then(n.bind(n,"LZ")),["spin"]).then(e=>({default:e.SpinScreen})));function V(e){let{outside:t=!1}=e;return(0,i.Y)(T.c,{children:(0,i.Y)(q,{children:(0,i.FD)(f,{children:[(0,i.Y)(a.Suspense,{fallback:(0,i.Y)(b.G,{}),children:t?(0,i.Y)(r.u,{}):(0,i.FD)(l.dO,{children:[(0,i.Y)(l.qh,{path:"/",children:(0,i.Y)(l.rd,{to:"/home",replace:!0})}),(0,i.Y)(l.qh,{path:"/home",component:I}),(0,i.Y)(l.qh,{path:"/profile",component:F}),(0,i.Y)(l.qh,{path:"/bonus",component:N}),(0,i.Y)(l.qh,{path:"/statement",component:O}),(0,i.Y)(l.qh,{path:"/contact",component:L}),(0,i.Y)(l.qh,{path:"/spin",component:U}),(0,i.Y)(l.qh,{children:(0,i.Y)(r.u,{})})]})}),(0,i.Y)(m,{})]})})})}},O(e,t,n){n.d(t,{c:()=>b});var i=n("w"),a=n("mQ"),l=n("VH"),r=n("nB"),o=n("g"),s=n("Hq"),c=n("Qt"),d=n("ur"),u=n("TD"),p=n("mH"),h=n("Mj");let f=[c.n$.agreements,c.n$.conditions,c.n$.contact,c.n$.notice,c.n$.sources,d.Qp.banners,u.v.banners,u.v.check,p.n.list,h.g.setup];function m(e){let t=Array.isArray(e)?e[0]:e;return"string"==typeof t&&f.includes(t)}function b(e){let{children:t}=e;return(0,i.Y)(l.S,{value:{revalidateOnFocus:!0,dedupingInterval:2e3,errorRetryCount:3,onErrorRetry:(e,t,n,i,a)=>{let{retryCount:l}=a;e instanceof r.hD&&("network"===e.kind||"timeout"===e.kind)&&!(l>=(n.errorRetryCount??3))&&setTimeout(()=>i({retryCount:l}),2e3*2**l)}},children:t})}(0,o.I)(()=>{(0,a.k)(()=>!0,void 0,{revalidate:!1})}),(0,s.l)(()=>{(0,a.k)(m)})},Vh(e,t,n){var i=n("oh"),a=n("B"),l=n("u");let r=(0,i.eU)(null),o=(0,l.createContext)(new Set);n.d(t,{},{V4:r,jG:o,r_:function(){let e=(0,a.Xr)(r),t=(0,l.useContext)(o);return(0,l.useMemo)(()=>({open:function(t){let n=arguments.length>1&&void 0!==arguments[1]?arguments[1]:{};return e({key:t,...n})},close:()=>e(null),has:e=>t.has(e)}),[e,t])}})},ww(e,t,n){var i=n("u"),a=n("BU");n.d(t,{},{T:function(){let{mutate:e}=(0,a.iX)();return(0,i.useCallback)(async t=>{await e(e=>t.some(t=>e===t||Array.isArray(e)&&e[0]===t))},[e])},Z:function(e,t){return[e,t]}})},H4(e,t,n){n.d(t,{Qw:()=>h,Aq:()=>p,vT:()=>u});var i=n("u"),a=n("VH"),l=n("M"),r=n("S"),o=n("lW"),s=n("h");function c(){var e=(0,s.iG)("lastSync");if(!e)return null;let t=/^\d+$/.test(e)?Number(e):Date.parse(e);return Number.isFinite(t)?t:null}var d=n("ww");function u(){return(0,a.u)(l.o.wallet,()=>(0,r.oA)(l.y.wallet()))}function p(){let e=(0,d.T)();return(0,i.useCallback)(()=>e([l.o.wallet]),[e])}function h(){let e=p(),[t,n]=(0,i.useState)(c),{run:a,busy:r}=(0,o.y)(async()=>{if((await l.y.refreshSlots()).ok){let e=Date.now();(0,s.Fb)("lastSync",new Date(e).toISOString()),n(e)}await e()}),d=(0,i.useCallback)(()=>void a(),[a]);return(0,i.useEffect)(()=>{d()},[d]),{refresh:d,refreshing:r,lastSync:t}}},yr(e,t,n){var i=n("w"),a=n("a"),l=n("A"),r=n("u"),o=n("ll"),s=n("mc"),c=n("XA");let d=[],u=(0,a.i7)`from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; }`;function p(e){let{onClose:t,title:n,children:p,footer:h,hideClose:f=!1,dismissible:m=!0,size:b="md"}=e,v=(0,l.u)(),g=(0,s.tz)(),w=(0,r.useId)(),y=(0,r.useRef)(null),x=(0,r.useRef)(t);x.current=t;let k=(0,r.useRef)(null),Y=(0,c.k)(k),A=(0,r.useRef)(m);return A.current=m,(0,r.useEffect)(()=>{let e=y.current;if(!e)return;let t=document.activeElement instanceof HTMLElement?document.activeElement:null;d.push(e),(e.querySelector("[data-autofocus]")??e).focus();let{overflow:n}=document.body.style;function i(t){if(d[d.length-1]!==e||!e)return;if("Escape"===t.key&&A.current){t.stopPropagation(),x.current();return}if("Tab"!==t.key)return;let n=Array.from(e.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])'));if(0===n.length){t.preventDefault(),e.focus();return}let i=n[0],a=n[n.length-1];t.shiftKey&&(document.activeElement===i||document.activeElement===e)?(t.preventDefault(),a?.focus()):t.shiftKey||document.activeElement!==a||(t.preventDefault(),i?.focus())}return document.body.style.overflow="hidden",document.addEventListener("keydown",i),()=>{document.removeEventListener("keydown",i),d.splice(d.indexOf(e),1),0===d.length&&(document.body.style.overflow=n),t?.focus()}},[]),(0,o.createPortal)((0,i.Y)("div",{css:(0,a.AH)`
        position: fixed;
        inset: 0;
        z-index: 100;
        display: flex;
        align-items: flex-end;
        justify-content: center;
        background: rgb(0 0 0 / 0.6);
        padding: env(safe-area-inset-top) 0 0;
        @media (min-width: 480px) {
          align-items: center;
          padding: 16px;
        }
      `,onMouseDown:e=>{e.target===e.currentTarget&&m&&t()},children:(0,i.FD)("div",{ref:y,role:"dialog","aria-modal":"true","aria-labelledby":w,tabIndex:-1,css:(0,a.AH)`
          width: 100%;
          /* Never wider than the screen: wide content (a table) scrolls inside instead. */
          min-width: 0;
          max-width: ${{sm:360,md:440,lg:560}[b]}px;
          max-height: calc(100dvh - env(safe-area-inset-top) - 24px);
          display: flex;
          flex-direction: column;
          background: ${v.surface};
          color: ${v.text};
          border-radius: 16px 16px 0 0;
          padding-bottom: env(safe-area-inset-bottom);
          animation: ${u} 0.18s ease-out;
          outline: none;
          @media (min-width: 480px) {
            border-radius: 16px;
          }
        `,children:[(0,i.FD)("header",{css:(0,a.AH)`
            display: flex;
            align-items: center;
            gap: 8px;
            padding: 14px 16px;
            border-bottom: 1px solid ${v.border};
          `,children:[(0,i.Y)("h2",{id:w,css:(0,a.AH)`
              flex: 1;
              margin: 0;
              font-size: 17px;
            `,children:n}),f?null:(0,i.Y)("button",{type:"button","aria-label":g.formatMessage({id:"ui.close"}),onClick:()=>{m&&t()},disabled:!m,css:(0,a.AH)`
                width: 44px;
                height: 44px;
                border: 0;
                border-radius: 50%;
                background: ${v.surfaceAlt};
                font-size: 20px;
                line-height: 1;
                cursor: pointer;
              `,children:"×"})]}),(0,i.Y)("div",{ref:k,tabIndex:Y?0:void 0,css:(0,a.AH)`
            padding: 16px;
            min-width: 0;
            overflow: auto;
            overscroll-behavior: contain;
          `,children:p}),h?(0,i.Y)("footer",{css:(0,a.AH)`
              display: flex;
              gap: 8px;
              justify-content: flex-end;
              padding: 12px 16px 16px;
            `,children:h}):null]})}),document.body)}n.d(t,{},{a:function(e){return e.open?(0,i.Y)(p,{...e}):null}})},t2(e,t,n){var i=n("w"),a=n("a"),l=n("u");let r=null,o=null;function s(){return o??=Promise.all([n.e("l"),n.e("yh")]).then(n.bind(n,"Ivc")).then(e=>(r=e.sanitizeHtml,e.sanitizeHtml))}n.d(t,{},{V:function(e){let{html:t,className:n}=e,[c,d]=(0,l.useState)(()=>r?r(t):null);return(0,l.useEffect)(()=>{let e=!1;return r?void d(r(t)):(s().then(n=>{e||d(n(t))},()=>{o=null}),()=>{e=!0})},[t]),(0,i.Y)("div",{className:n,css:(0,a.AH)`
        overflow-wrap: break-word;
        img {
          max-width: 100%;
          height: auto;
        }
      `,dangerouslySetInnerHTML:{__html:c??""}})},W:function(){return s()}})},XA(e,t,n){var i=n("u");n.d(t,{},{k:function(e){let t=arguments.length>1&&void 0!==arguments[1]?arguments[1]:"y",[n,a]=(0,i.useState)(!1);return(0,i.useEffect)(()=>{let n=e.current;if(!n||"u"<typeof ResizeObserver)return;let i=()=>a("y"===t?n.scrollHeight>n.clientHeight+1:n.scrollWidth>n.clientWidth+1),l=new ResizeObserver(i);l.observe(n);let r=new MutationObserver(i);return r.observe(n,{childList:!0,subtree:!0,characterData:!0}),i(),()=>{l.disconnect(),r.disconnect()}},[e,t]),n}})}}]);
//# sourceMappingURL=t.e7468a8c95.js.map