"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["0l"],{W7(e,t,r){r.r(t),r.d(t,{GuestContactPage:()=>y,MemberContactPage:()=>A});var a=r("w"),n=r("a"),o=r("A"),i=r("u"),d=r("mc"),s=r("Y"),l=r("i");r("d");var c=r("v4");let u=(0,i.lazy)(()=>Promise.all([r.e("x"),r.e(8)]).then(r.bind(r,"Og"))),p=(0,n.i7)`
  from { opacity: 0; transform: rotate(-14deg) scale(0.5); }
  to { opacity: 1; transform: none; }
`,h=(0,n.i7)`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: rotate(-14deg) scale(0.5); }
`;function g(e){let{mode:t}=e,r=(0,o.u)(),g=(0,d.tz)(),f=(0,i.useId)(),[m,b]=(0,i.useState)(!1),[x,v]=(0,i.useState)(!1),[Y,$]=(0,i.useState)(!1),[w,y]=(0,i.useState)(0),A=(0,i.useRef)(null),M=(0,i.useRef)(null),k=function(){let[e,t]=(0,i.useState)({bottom:0,top:0});return(0,i.useEffect)(()=>{let e=window.visualViewport;if(!e)return;let r=()=>{let r={bottom:Math.round(Math.max(0,window.innerHeight-e.height-e.offsetTop)),top:Math.round(e.offsetTop)};t(e=>e.bottom===r.bottom&&e.top===r.top?e:r)};return r(),e.addEventListener("resize",r),e.addEventListener("scroll",r),()=>{e.removeEventListener("resize",r),e.removeEventListener("scroll",r)}},[]),e}(),H=(0,i.useCallback)(()=>{b(!1),window.matchMedia?.("(prefers-reduced-motion: reduce)").matches||v(!0)},[]);(0,i.useEffect)(()=>{if(!x)return;let e=setTimeout(()=>v(!1),270);return()=>clearTimeout(e)},[x]),(0,i.useEffect)(()=>{m&&M.current?.focus({preventScroll:!0})},[m]);let C=g.formatMessage({id:m?"chat.close":"chat.open"}),z=w?g.formatMessage({id:"chat.newMessages"},{count:w}):"",S="80px + env(safe-area-inset-bottom, 0px)",D=k.bottom?`${k.bottom+8}px`:`calc(${S} + 68px)`;return(0,a.FD)(a.FK,{children:[Y?(0,a.Y)("div",{id:f,ref:M,role:"dialog","aria-label":g.formatMessage({id:"chat.title"}),tabIndex:-1,hidden:!m&&!x,onKeyDown:e=>{"Escape"===e.key&&(e.stopPropagation(),H(),A.current?.focus())},css:(0,n.AH)`
            position: fixed;
            z-index: 60;
            right: 8px;
            /* Below the top bar: its buttons (log out) stay whole and tappable. */
            top: calc(${64}px + env(safe-area-inset-top, 0px) + ${k.top}px);
            bottom: ${D};
            width: min(400px, calc(100vw - 16px));
            display: flex;
            flex-direction: column;
            overflow: hidden;
            border: 1px solid ${r.border};
            border-radius: ${r.radius};
            background: ${r.surface};
            color: ${r.text};
            box-shadow: 0 8px 28px rgb(0 0 0 / 0.35);
            transform-origin: bottom right;
            animation: ${x?h:p} ${220}ms ease-out both;
            &:focus {
              outline: none;
            }
            &[hidden] {
              display: none;
            }
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `,children:(0,a.Y)(i.Suspense,{fallback:(0,a.Y)("div",{css:(0,n.AH)`display: grid; place-items: center; height: 100%;`,children:(0,a.Y)(l.y,{label:g.formatMessage({id:"ui.loading"})})}),children:(0,a.Y)(u,{mode:t,open:m,onUnread:y})})}):null,(0,a.FD)("button",{ref:A,type:"button","aria-expanded":m,"aria-controls":Y?f:void 0,"aria-label":z?`${C}, ${z}`:C,onClick:()=>{m?H():($(!0),v(!1),b(!0))},css:(0,n.AH)`
          position: fixed;
          z-index: 60;
          right: 16px;
          bottom: calc(${S});
          width: ${56}px;
          height: ${56}px;
          display: grid;
          place-items: center;
          border: 0;
          border-radius: 50%;
          background: ${r.primary};
          color: ${r.onPrimary};
          box-shadow: 0 4px 14px rgb(0 0 0 / 0.35);
          cursor: pointer;
          & > svg {
            transition: transform ${220}ms ease-out;
            transform: rotate(${90*!!m}deg);
          }
          @media (prefers-reduced-motion: reduce) {
            & > svg {
              transition: none;
            }
          }
        `,children:[m?(0,a.Y)(c.US,{size:26}):(0,a.Y)(s.oy,{size:26}),w>0&&!m?(0,a.Y)("span",{"aria-hidden":"true",css:(0,n.AH)`
              position: absolute;
              top: -2px;
              right: -2px;
              min-width: 22px;
              height: 22px;
              padding: 0 6px;
              border-radius: 11px;
              background: ${r.dangerStrong};
              color: #fff;
              font-size: 12px;
              font-weight: 700;
              line-height: 22px;
            `,children:w>99?"99+":w}):null]})]})}var f=r("VH"),m=r("Qt"),b=r("S"),x=r("ty"),v=r("vM"),Y=r("N2"),$=r("Q");function w(e){let t,{liveChat:r}=e,i=(0,o.u)(),s=(0,d.tz)(),c=(0,f.u)(m.n$.contact,()=>(0,b.oA)(m.lG.contact())),u=(0,f.u)(m.n$.enableChatWidget,()=>(0,b.oA)(m.lG.enableChatWidget())),p=u.data?.enableChatWidget===!0&&void 0!==r,h=u.data?.enableChatWidget===!1||void 0!==u.error||u.data?.enableChatWidget===!0&&void 0===r,g=(0,n.AH)`
    display: grid;
    gap: 12px;
    justify-items: center;
    padding: 16px;
    border-radius: ${i.radius};
    background: ${i.surface};
    text-align: center;
  `;if(c.data){let{contactText:e,lineLink:r,lineName:o,lineQR:l}=c.data;t=(0,a.FD)("div",{css:g,children:[(0,a.Y)("p",{css:(0,n.AH)`margin: 0; white-space: pre-line;`,children:e}),(0,a.Y)("img",{src:(0,b.D1)(l)??void 0,alt:s.formatMessage({id:"contact.qrAlt"},{name:o}),width:180,height:180,css:(0,n.AH)`background: #fff; border-radius: 8px; padding: 8px;`}),(0,a.Y)("p",{css:(0,n.AH)`margin: 0; color: ${i.textMuted};`,children:(0,a.Y)(d.sA,{id:"contact.scanQr"})}),h?(0,a.FD)("p",{css:(0,n.AH)`margin: 0;`,children:[(0,a.Y)(d.sA,{id:"contact.chatApp"}),": ",(0,a.Y)(Y.G,{href:(0,x.vH)(r),style:(0,n.AH)`font-weight: 700;`,children:o})]}):null]})}else t=c.error?(0,a.FD)("div",{role:"alert",css:g,children:[(0,a.Y)("span",{css:(0,n.AH)`color: ${i.danger};`,children:(0,a.Y)(d.sA,{id:"contact.loadFailed"})}),(0,a.Y)(v.$,{variant:"secondary",size:"sm",onClick:()=>void c.mutate(),children:(0,a.Y)(d.sA,{id:"ui.retry"})})]}):(0,a.Y)("div",{css:(0,n.AH)`${g}; min-height: 300px; align-content: center;`,children:(0,a.Y)(l.y,{label:s.formatMessage({id:"ui.loading"})})});return(0,a.Y)($.Y,{title:(0,a.Y)(d.sA,{id:"contact.title"}),children:(0,a.FD)("div",{css:(0,n.AH)`display: grid; gap: 16px;`,children:[t,p?r:null,(0,a.Y)("p",{css:(0,n.AH)`margin: 0; text-align: center; color: ${i.textMuted}; font-size: 13px;`,children:(0,a.Y)(d.sA,{id:"contact.version",values:{version:"1.1.14"}})})]})})}function y(){return(0,a.Y)(w,{liveChat:(0,a.Y)(g,{mode:"guest"})})}function A(){return(0,a.Y)(w,{liveChat:(0,a.Y)(g,{mode:"member"})})}},v4(e,t,r){var a=r("w"),n=r("Y");r.d(t,{},{US:e=>(0,a.Y)(n.BS,{...e,children:(0,a.Y)("path",{d:"M6 6l12 12M18 6 6 18"})}),f$:e=>(0,a.Y)(n.BS,{...e,children:(0,a.Y)("path",{d:"M20 11.5 12.4 19a5 5 0 0 1-7.1-7.1l7.8-7.7a3.3 3.3 0 0 1 4.7 4.7l-7.8 7.7a1.7 1.7 0 0 1-2.4-2.4l7.1-7"})}),qx:e=>(0,a.FD)(n.BS,{...e,children:[(0,a.Y)("path",{d:"M4 12 20 4l-4 16-4-6z"}),(0,a.Y)("path",{d:"m12 14 8-10"})]})})},N2(e,t,r){var a=r("w"),n=r("a"),o=r("mc"),i=r("e");r.d(t,{},{G:function(e){let{href:t,children:r,sameTab:d=!1,download:s,className:l,style:c}=e,u=(0,o.tz)(),p=(0,i.dj)();return t?(0,a.Y)("a",{href:t,className:l,css:c,download:s,...d?{}:{target:"_blank",rel:"noopener noreferrer"},children:r}):(0,a.Y)("button",{type:"button",className:l,css:[(0,n.AH)`
            padding: 0;
            border: 0;
            background: none;
            color: inherit;
            font: inherit;
            text-decoration: underline dotted;
            cursor: pointer;
          `,c],onClick:()=>p.danger(u.formatMessage({id:"security.unsafeLink"})),children:r})}})}}]);
//# sourceMappingURL=0l.75d8b9abcd.js.map