"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([[2],{mN(e,t,n){var i=n("S");function a(e){return e.trim().toUpperCase()}n.d(t,{},{J:a,U:{current:()=>(0,i.Jt)("/api/promotion/current"),find:e=>(0,i.Jt)(`/api/promotion/find/${encodeURIComponent(a(e))}`),activate:e=>(0,i.Jt)(`/api/promotion/activate/${encodeURIComponent(a(e))}`)}})},qk(e,t,n){var i=n("S");let a={state:e=>`/api/qrcode/${e}`};n.d(t,{},{r:a,x:{state:e=>(0,i.Jt)(a.state(e)),create:(e,t)=>(0,i.bE)(a.state(e),{amount:t}),cancel:e=>(0,i.yH)(`/api/qrcode/${encodeURIComponent(e)}`)}})},nJ(e,t,n){var i=n("S");let a={list:"/api/statement",slips:"/api/statement/slip"};n.d(t,{},{k:{list:e=>(0,i.bE)(a.list,e),slips:e=>(0,i.bE)(a.slips,e),slipReference:e=>(0,i.Jt)(`/api/statement/slip/reference/${encodeURIComponent(e)}`)},w:a})},o3(e,t,n){n.r(t),n.d(t,{default:()=>er});var i=n("w"),a=n("u"),r=n("VH"),l=n("Qt"),o=n("S"),s=n("h"),c=n("t2");let u=()=>n.e("n").then(n.bind(n,"hk")),d=(0,a.lazy)(()=>u().then(e=>({default:e.AgreementModal})));function p(){let[e,t]=function(){let[e,t]=(0,a.useState)(!1);return(0,a.useEffect)(()=>{if((0,s.iG)("agreed"))return;let e=setTimeout(function n(){null!==document.querySelector('[role="dialog"][aria-modal="true"]')?e=setTimeout(n,1e3):t(!0)},1500);return()=>clearTimeout(e)},[]),[e,()=>t(!1)]}(),[n]=(0,a.useState)(()=>!(0,s.iG)("agreed")),[p,h]=(0,a.useState)(!1);(0,a.useEffect)(()=>{if(!n)return;let e=setTimeout(()=>h(!0),1e3);return()=>clearTimeout(e)},[n]);let m=(0,r.u)(p?l.n$.agreements:null,()=>(0,o.oA)(l.lG.agreements())),[f,g]=(0,a.useState)(!1);(0,a.useEffect)(()=>{if(!p)return;let e=!0,t=()=>{e&&g(!0)};return Promise.all([u(),(0,c.W)()]).then(t,t),()=>{e=!1}},[p]);let b=void 0!==m.data||void 0!==m.error;return e&&b&&f?(0,i.Y)(a.Suspense,{fallback:null,children:(0,i.Y)(d,{onClose:t})}):null}var h=n("A"),m=n("a"),f=n("mc"),g=n("H4"),b=n("zz"),v=n("Z9"),y=n("OM"),Y=n("QK"),w=n("jb");function x(e){let{category:t,accounts:n,stale:r,onOpen:l}=e,s=(0,h.u)(),c=(0,f.tz)(),u=(0,Y.u)(),d=(0,a.useId)(),[p,g]=(0,a.useState)(0),[x,k]=(0,a.useState)(null),M=(0,a.useMemo)(()=>n.map(e=>({key:e.code,title:e.name,amount:u.format(e.amount),secondary:c.formatMessage({id:"home.card.credit"},{amount:(0,w.ej)((0,b.vZ)(e))}),logo:(0,o.D1)(e.logo),background:(0,o.D1)(e.background),active:e.isActive,inactiveLabel:c.formatMessage({id:"home.card.inactive"})})),[n,c,u.format]),$=(0,a.useMemo)(()=>({cards:M,colors:{accent:s.accent,text:s.text,focus:s.accent},fontFamily:s.fontFamily,centre:(0,v.q7)(p,M.length),focused:x}),[M,s,p,x]),{hostRef:F,status:C}=(0,y.g)("carousel",$,{onTap:e=>{let t=n[e];t&&l(t)},onCentreChange:g}),H="fallback"!==C;return(0,i.FD)("section",{"aria-labelledby":d,css:(0,m.AH)`margin-top: 16px;`,children:[(0,i.Y)("h3",{id:d,css:(0,m.AH)`margin: 0 0 6px; font-size: 16px;`,children:(0,i.Y)(f.sA,{id:`home.category.${t}`})}),(0,i.FD)("div",{css:(0,m.AH)`
          position: relative;
          transition: opacity 0.2s;
          opacity: ${r?.55:1};
        `,children:[H?(0,i.Y)("div",{ref:F,"data-scene":C,"data-centre":$.centre,"aria-hidden":"true",css:(0,m.AH)`
              width: 100%;
              aspect-ratio: ${"600 / 250"};
              user-select: none;
              -webkit-user-select: none;
            `}):null,(0,i.Y)("ul",{className:H?"visually-hidden":void 0,"data-scene":H?void 0:"fallback",css:H?void 0:(0,m.AH)`
                  display: flex;
                  gap: 10px;
                  margin: 0;
                  padding: 0 0 6px;
                  list-style: none;
                  overflow-x: auto;
                  scroll-snap-type: x mandatory;
                  scrollbar-width: none;
                `,children:n.map((e,t)=>(0,i.Y)("li",{css:H?void 0:(0,m.AH)`
                      flex: 0 0 min(72%, 300px);
                      scroll-snap-align: center;
                    `,children:(0,i.Y)(A,{account:e,card:M[t],visual:!H,onOpen:()=>l(e),onFocus:()=>{k(t),g(t)},onBlur:()=>k(e=>e===t?null:e)})},e.code))})]})]})}function A(e){let{account:t,card:n,visual:r,onOpen:l,onFocus:o,onBlur:s}=e,c=(0,h.u)(),u=(0,f.tz)(),d=(0,Y.u)(),p=(0,a.useId)(),g=t.isActive?u.formatMessage({id:"home.card.describe"},{money:d.format(t.amount),credit:(0,w.ej)((0,b.vZ)(t))}):u.formatMessage({id:"home.card.inactive"});return(0,i.FD)(i.FK,{children:[(0,i.Y)("button",{type:"button","aria-label":t.name,"aria-describedby":p,onClick:l,onFocus:o,onBlur:s,css:r?(0,m.AH)`
                position: relative;
                display: grid;
                align-content: end;
                gap: 2px;
                width: 100%;
                aspect-ratio: 300 / 211;
                padding: 12px 14px;
                border: 1px solid ${c.border};
                border-radius: 14px;
                overflow: hidden;
                text-align: start;
                color: #fff;
                background: ${c.surfaceAlt} center / cover no-repeat;
                cursor: pointer;
                filter: ${t.isActive?"none":"grayscale(1) brightness(0.7)"};
                &::before {
                  content: '';
                  position: absolute;
                  inset: 0;
                  /* A dark panel under the label: nothing of the art shows behind it. */
                  background: linear-gradient(transparent 28%, rgb(0 0 0 / 0.82) 50%);
                }
                > * {
                  position: relative;
                }
              `:void 0,style:r&&n?.background?{backgroundImage:`url("${n.background}")`}:void 0,children:r?(0,i.FD)(i.FK,{children:[n?.logo?(0,i.Y)("img",{src:n.logo,alt:"",width:44,height:44,css:(0,m.AH)`position: absolute; top: 12px; left: 12px; border-radius: 10px;`}):null,t.isActive?null:(0,i.Y)("span",{css:(0,m.AH)`
                  position: absolute;
                  top: 12px;
                  right: 12px;
                  padding: 2px 10px;
                  border-radius: 12px;
                  background: rgb(0 0 0 / 0.7);
                  font-size: 12px;
                  font-weight: 700;
                `,children:n?.inactiveLabel}),(0,i.Y)("span",{css:(0,m.AH)`font-weight: 700;`,children:t.name}),(0,i.Y)("span",{css:(0,m.AH)`
                font-size: 18px;
                font-weight: 700;
                color: ${c.accent};
                font-variant-numeric: tabular-nums;
              `,children:n?.amount}),(0,i.Y)("span",{css:(0,m.AH)`font-size: 12px; opacity: 0.85;`,children:n?.secondary})]}):t.name}),(0,i.Y)("span",{id:p,hidden:!0,children:g})]})}let k=(0,a.lazy)(()=>n.e("s").then(n.bind(n,"CY")).then(e=>({default:e.SlotAccountModal})));function M(e){let{stale:t}=e,n=(0,h.u)(),r=(0,g.vT)(),[l,o]=(0,a.useState)(null),s=r.data?.slots,c=s?.find(e=>e.code===l)??null,u=e=>o(e.code);return(0,i.FD)("section",{"aria-labelledby":"home-games",css:(0,m.AH)`margin-top: 20px;`,children:[(0,i.Y)("h2",{id:"home-games",css:(0,m.AH)`margin: 0; font-size: 18px;`,children:(0,i.Y)(f.sA,{id:"home.games"})}),s?(0,b.qA)(s).map(e=>{let{category:n,accounts:a}=e;return(0,i.Y)(x,{category:n,accounts:a,stale:t,onOpen:u},n)}):b.R6.map(e=>(0,i.Y)("div",{"aria-hidden":!0,css:(0,m.AH)`
                margin-top: 16px;
                padding-top: 30px;
                &::after {
                  content: '';
                  display: block;
                  aspect-ratio: 600 / 250;
                  border-radius: ${n.radius};
                  background: ${n.surface};
                }
              `},e)),c?(0,i.Y)(a.Suspense,{fallback:null,children:(0,i.Y)(k,{account:c,onClose:()=>o(null)})}):null]})}var $=n("Mj"),F=n("g2"),C=n("ly"),H=n("Vh"),z=n("Q"),S=n("vM");function D(e){let{onEdit:t}=e,n=(0,h.u)();return(0,i.FD)("div",{role:"note",css:(0,m.AH)`
        display: flex;
        align-items: center;
        gap: 10px;
        margin-bottom: 12px;
        padding: 10px 12px;
        border-radius: ${n.radius};
        border: 1px solid ${n.warning};
        background: ${n.surface};
        font-size: 14px;
      `,children:[(0,i.Y)("span",{css:(0,m.AH)`flex: 1;`,children:(0,i.Y)(f.sA,{id:"bankName.prompt"})}),(0,i.Y)(S.$,{size:"sm",variant:"secondary",onClick:t,children:(0,i.Y)(f.sA,{id:"bankName.edit"})})]})}var N=n("L"),E=n("i");function I(e){let{wallet:t,stale:n,lastSync:r,loadFailed:l,onRetry:o,inviteBonusAction:s}=e,c=(0,h.u)();(0,f.tz)();let[u]=(0,N.Ym)(),d=function(){let e=arguments.length>0&&void 0!==arguments[0]?arguments[0]:5e3,[t,n]=(0,a.useState)(()=>Date.now());return(0,a.useEffect)(()=>{let t=setInterval(()=>n(Date.now()),e);return()=>clearInterval(t)},[e]),t}(),p=(0,m.AH)`
    font-variant-numeric: tabular-nums;
    transition: opacity 0.2s;
    &[aria-busy='true'] {
      opacity: 0.45;
    }
  `,g=(0,Y.u)(),v=(0,H.r_)();return(0,i.FD)("section",{"aria-labelledby":"home-total-label",css:(0,m.AH)`
        padding: 16px;
        border-radius: ${c.radius};
        background: linear-gradient(135deg, ${c.surfaceAlt}, ${c.surface});
        border: 1px solid ${c.border};
        display: grid;
        gap: 6px;
      `,children:[(0,i.Y)("p",{css:(0,m.AH)`
          margin: 0;
          min-height: 22px;
          font-weight: 600;
          overflow: hidden;
          text-overflow: ellipsis;
          white-space: nowrap;
        `,children:t?(0,i.Y)(f.sA,{id:"home.greeting",values:{name:t.profile.name}}):null}),(0,i.FD)("div",{css:(0,m.AH)`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 8px;
          min-height: 44px;
        `,children:[(0,i.Y)("p",{id:"home-total-label",css:(0,m.AH)`margin: 0; color: ${c.textMuted}; font-size: 14px;`,children:(0,i.Y)(f.sA,{id:"home.total"})}),v.has("transfer")?(0,i.Y)(S.$,{variant:"secondary",onClick:()=>v.open("transfer"),children:(0,i.Y)(f.sA,{id:"home.transfer"})}):null]}),(0,i.Y)("p",{"aria-busy":n||void 0,css:[p,(0,m.AH)`
            margin: 0;
            min-height: 40px;
            font-size: 28px;
            line-height: 40px;
            font-weight: 700;
            color: ${c.accent};
          `],children:t?g.format((0,b.Mw)(t)):null}),(0,i.FD)("div",{css:(0,m.AH)`
          display: flex;
          justify-content: space-between;
          gap: 8px;
          min-height: 20px;
          font-size: 13px;
          color: ${c.textMuted};
        `,children:[(0,i.Y)("span",{children:null!==r?(0,i.Y)(f.sA,{id:"home.lastSync",values:{time:(0,w.ak)(r,d,u)}}):(0,i.Y)(f.sA,{id:"home.neverSynced"})}),(0,i.Y)("span",{role:"status",css:(0,m.AH)`display: inline-flex; align-items: center; gap: 6px;`,children:n?(0,i.FD)(i.FK,{children:[(0,i.Y)(E.y,{size:12}),(0,i.Y)(f.sA,{id:"home.updating"})]}):null})]}),l&&!t?(0,i.FD)("p",{css:(0,m.AH)`margin: 0; display: flex; align-items: center; gap: 8px;`,children:[(0,i.Y)(f.sA,{id:"home.loadFailed"}),(0,i.Y)(S.$,{variant:"secondary",size:"sm",onClick:o,children:(0,i.Y)(f.sA,{id:"ui.retry"})})]}):null,(0,i.FD)("div",{css:(0,m.AH)`
          display: flex;
          align-items: center;
          gap: 8px;
          min-height: 44px;
          margin-top: 6px;
          padding-top: 8px;
          border-top: 1px solid ${c.border};
        `,children:[(0,i.Y)("span",{css:(0,m.AH)`flex: 1; color: ${c.textMuted};`,children:(0,i.Y)(f.sA,{id:"home.inviteBonus"})}),(0,i.Y)("span",{"aria-busy":n||void 0,css:[p,(0,m.AH)`font-weight: 700;`],children:t?g.format(t.invite.amount):null}),s]})]})}var T=n("HW"),R=n("Y");function B(e){return(0,m.AH)`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4px;
    width: 100%;
    min-height: ${84}px;
    padding: 8px 4px;
    border-radius: ${e.radius};
    border: 1px solid ${e.border};
    background: ${e.surface};
    color: ${e.text};
    font-size: 13px;
    font-weight: 600;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    touch-action: manipulation;
    &:disabled,
    &[aria-busy='true'] {
      cursor: progress;
      opacity: 0.7;
    }
    svg {
      color: ${e.accent};
    }
  `}function P(e){let{label:t,icon:n,onClick:a,busy:r=!1}=e,l=(0,h.u)();return(0,i.FD)("button",{type:"button",css:B(l),onClick:r?void 0:a,"aria-busy":r||void 0,children:[r?(0,i.Y)(E.y,{size:26}):n,(0,i.Y)("span",{children:t})]})}function q(e){let{children:t}=e;return(0,i.Y)(R.BS,{size:26,children:t})}let W=()=>(0,i.FD)(q,{children:[(0,i.Y)("path",{d:"M12 3v11M7 9l5 5 5-5"}),(0,i.Y)("path",{d:"M4 15v5h16v-5"})]}),L=()=>(0,i.FD)(q,{children:[(0,i.Y)("path",{d:"M12 14V3M7 8l5-5 5 5"}),(0,i.Y)("path",{d:"M4 15v5h16v-5"})]}),j=()=>(0,i.FD)(q,{children:[(0,i.Y)("circle",{cx:"12",cy:"12",r:"9"}),(0,i.Y)("path",{d:"M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4"})]}),K=()=>(0,i.FD)(q,{children:[(0,i.Y)("rect",{x:"3",y:"8",width:"18",height:"5",rx:"1"}),(0,i.Y)("path",{d:"M5 13v8h14v-8M12 8v13"}),(0,i.Y)("path",{d:"M12 8c-2-4-6-4-6-1.5S10 8 12 8c2 0 6-.5 6-3S14 4 12 8z"})]});function Q(e){let{spin:t,coins:n,onRefresh:a,refreshing:r,inviteWidget:l,refundWidget:o}=e,s=(0,h.u)(),c=(0,f.tz)(),u=(0,H.r_)(),d=B(s),p=[];return u.has("deposit")&&p.push({key:"deposit",node:(0,i.Y)(P,{label:(0,i.Y)(f.sA,{id:"home.widget.deposit"}),icon:(0,i.Y)(W,{}),onClick:()=>u.open("deposit")})}),u.has("withdraw")&&p.push({key:"withdraw",node:(0,i.Y)(P,{label:(0,i.Y)(f.sA,{id:"home.widget.withdraw"}),icon:(0,i.Y)(L,{}),onClick:()=>u.open("withdraw")})}),"active"===t?p.push({key:"spin",node:(0,i.FD)(T.N_,{href:"/spin",css:d,children:[(0,i.Y)(j,{}),(0,i.Y)("span",{children:(0,i.Y)(f.sA,{id:"home.widget.spin"})}),(0,i.Y)("span",{css:(0,m.AH)`font-weight: 400; color: ${s.textMuted};`,children:c.formatMessage({id:"home.widget.coins"},{count:n??0})})]})}):"inactive"===t?p.push({key:"refresh",node:(0,i.Y)(P,{label:(0,i.Y)(f.sA,{id:"home.widget.refresh"}),icon:(0,i.Y)(R.fN,{size:26}),onClick:a,busy:r})}):p.push({key:"spin-pending",node:(0,i.Y)("div",{"aria-hidden":!0,css:[d,(0,m.AH)`cursor: default;`]})}),p.push({key:"invite",node:l}),p.push({key:"bonus",node:(0,i.FD)(T.N_,{href:"/bonus",css:d,children:[(0,i.Y)(K,{}),(0,i.Y)("span",{children:(0,i.Y)(f.sA,{id:"home.widget.bonus"})})]})}),p.push({key:"refund",node:o}),(0,i.Y)("nav",{"aria-label":c.formatMessage({id:"home.shortcuts"}),children:(0,i.Y)("ul",{css:(0,m.AH)`
          display: grid;
          grid-template-columns: repeat(3, 1fr);
          gap: 8px;
          margin: 12px 0 0;
          padding: 0;
          list-style: none;
        `,children:p.map(e=>(0,i.Y)("li",{css:(0,m.AH)`display: flex;`,children:e.node},e.key))})})}function G(e){let{GameAccounts:t,inviteBonusAction:n,inviteWidget:a,refundWidget:l}=e,s=(0,C.P)(),c=(0,g.vT)(),u=(0,H.r_)(),{refresh:d,refreshing:p,lastSync:h}=(0,g.Qw)(),m=(0,r.u)($.g.active,()=>(0,o.oA)($.c.active())),b=c.data,v=p||c.isValidating,y=m.data?m.data.isActive?"active":"inactive":m.error?"inactive":"unknown",Y=u.has("bankName")&&(0,F.uz)(s.englishNameBanks,b?.bankAccount);return(0,i.FD)(z.Y,{title:(0,i.Y)(f.sA,{id:"home.title"}),children:[Y?(0,i.Y)(D,{onEdit:()=>u.open("bankName")}):null,(0,i.Y)(I,{wallet:b,stale:v,lastSync:h,loadFailed:!!c.error,onRetry:()=>void c.mutate(),inviteBonusAction:n}),(0,i.Y)(Q,{spin:y,coins:b?.profile.coin,onRefresh:d,refreshing:p,inviteWidget:a,refundWidget:l}),(0,i.Y)(t,{stale:v})]})}var _=n("ur"),O=n("lW");function U(e){let[t,n]=(0,a.useState)({kind:"closed"}),{run:i,busy:r}=(0,O.y)(async()=>{let t=await e();n(t.ok&&t.data.length>0?{kind:"banners",banners:t.data}:{kind:"plain"})});return{view:t,busy:r,open:()=>void i(),showPlain:()=>n({kind:"plain"}),close:()=>n({kind:"closed"})}}let Z=(0,a.lazy)(()=>n.e("o").then(n.bind(n,"Ka")).then(e=>({default:e.InviteModal}))),J=(0,a.lazy)(()=>n.e(21).then(n.bind(n,"Mq")).then(e=>({default:e.BannerModal})));function V(){let e=(0,f.tz)(),t=U(_.C_.banners);return(0,i.FD)(i.FK,{children:[(0,i.Y)(P,{label:(0,i.Y)(f.sA,{id:"home.widget.invite"}),icon:(0,i.Y)(R.R0,{size:26}),onClick:t.open,busy:t.busy}),(0,i.FD)(a.Suspense,{fallback:null,children:["banners"===t.view.kind?(0,i.Y)(J,{title:e.formatMessage({id:"invite.title"}),banners:t.view.banners,onClose:t.close,actionLabel:(0,i.Y)(f.sA,{id:"invite.openPlain"}),onAction:t.showPlain}):null,"plain"===t.view.kind?(0,i.Y)(Z,{onClose:t.close}):null]})]})}var X=n("Q8"),ee=n("TD");let et=()=>(0,i.FD)(R.BS,{size:26,children:[(0,i.Y)("path",{d:"M4 12a8 8 0 1 0 2.3-5.7"}),(0,i.Y)("path",{d:"M4 4v5h5"}),(0,i.Y)("path",{d:"M12 8v8M10 10h3a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3h3"})]}),en=(0,a.lazy)(()=>n.e("6t").then(n.bind(n,"M3")).then(e=>({default:e.RefundModal}))),ei=(0,a.lazy)(()=>n.e(21).then(n.bind(n,"Mq")).then(e=>({default:e.BannerModal})));function ea(){let e=(0,f.tz)(),t=U(ee.N.banners);return(0,i.FD)(i.FK,{children:[(0,i.Y)(P,{label:(0,i.Y)(f.sA,{id:"home.widget.refund"}),icon:(0,i.Y)(et,{}),onClick:t.open,busy:t.busy}),(0,i.FD)(a.Suspense,{fallback:null,children:["banners"===t.view.kind?(0,i.Y)(ei,{title:e.formatMessage({id:"refund.title"}),banners:t.view.banners,onClose:t.close,actionLabel:(0,i.Y)(f.sA,{id:"refund.openPlain"}),onAction:t.showPlain}):null,"plain"===t.view.kind?(0,i.Y)(en,{onClose:t.close}):null]})]})}function er(){return(0,i.FD)(i.FK,{children:[(0,i.Y)(G,{GameAccounts:M,inviteBonusAction:(0,i.Y)(X.p,{}),inviteWidget:(0,i.Y)(V,{}),refundWidget:(0,i.Y)(ea,{})}),(0,i.Y)(p,{})]})}},Z9(e,t,n){let i=40*Math.PI/180,a=(e,t,n)=>Math.min(n,Math.max(t,e));function r(e){let t=Math.abs(e),n=Math.sign(e),r=a(e,-1,1)*i,l=n*(t<=1?200*t:200+(t-1)*70),o=-(110*Math.min(t,2)),s=(e,t)=>{let n=900/(900-(o-e*Math.sin(r)));return[300+(l+e*Math.cos(r))*n,125+t*n]},[c,u]=s(-150,-105.5),[d,p]=s(150,-105.5),[h,m]=s(150,105.5),[f,g]=s(-150,105.5),b=t<=1?1:a(2-t,0,1);return{corners:[c,u,d,p,h,m,f,g],depth:-t,brightness:1-.45*Math.min(t,1),alpha:b,visible:b>.01}}function l(e){if(e>=3)return{min:1,max:e-2};let t=Math.max(0,e-1)/2;return{min:t,max:t}}function o(e,t){let{min:n,max:i}=l(t);return a(e,n,i)}n.d(t,{},{EJ:function(e,t,n){let i=e-t/200,{min:a,max:r}=l(n);return i<a?a-.3*(1-1/(1+a-i)):i>r?r+.3*(1-1/(1+i-r)):i},Qi:function(e,t,n){return o(Math.round(e+250*a(t,-.01,.01)),n)},W:function(e,t,n,i){let a=[];for(let n=0;n<t;n++){let t=r(n-e);t.visible&&a.push({index:n,pose:t})}return a.sort((e,t)=>t.pose.depth-e.pose.depth),a.find(e=>{let{pose:t}=e;return function(e,t,n){let i=0;for(let a=0;a<4;a++){let r=e[2*a]??0,l=e[2*a+1]??0,o=((e[(a+1)%4*2]??0)-r)*(n-l)-((e[(a+1)%4*2+1]??0)-l)*(t-r);if(0===o)continue;let s=Math.sign(o);if(0===i)i=s;else if(s!==i)return!1}return!0}(t.corners,n,i)})?.index??null},Wp:r,q7:o,zR:function(e,t,n){let i=t+(e-t)*Math.exp(-n/90);return .002>Math.abs(i-t)?t:i}})},OM(e,t,n){n.d(t,{g:()=>l});var i=n("u");let a=null,r={carousel:()=>n.e("mq").then(n.bind(n,"eo")).then(e=>e.createCarouselScene),wheel:()=>Promise.all([n.e("mq"),n.e("3b"),n.e("h8")]).then(n.bind(n,"Qf")).then(e=>e.createWheelScene)};function l(e,t,n){let{enabled:l=!0}=arguments.length>3&&void 0!==arguments[3]?arguments[3]:{},o=(0,i.useRef)(null),[s,c]=(0,i.useState)(()=>l&&function(){if(null!==a)return a;try{if("u"<typeof WebGLRenderingContext)a=!1;else{let e=document.createElement("canvas"),t=e.getContext("webgl2")??e.getContext("webgl");a=null!==t,t?.getExtension("WEBGL_lose_context")?.loseContext()}}catch{a=!1}return a}()?"waiting":"fallback"),u=(0,i.useRef)(t);u.current=t;let d=(0,i.useRef)(n);d.current=n;let p=(0,i.useRef)(null),h="fallback"!==s;return(0,i.useEffect)(()=>{var t;let n,i,a,l=o.current;if(!h||!l)return;let s=!1,m=null,f=()=>{s||(s=!0,m?.destroy(),m=null,p.current=null,c("fallback"))},g=(t=()=>{s||(c("loading"),r[e]().then(e=>{if(s)return;let t=Object.fromEntries(Object.keys(d.current).map(e=>[e,function(){for(var t=arguments.length,n=Array(t),i=0;i<t;i++)n[i]=arguments[i];let a=d.current[e];"function"==typeof a&&a(...n)}]));p.current=m=e(l,u.current,{...t,onReady:()=>{s||c("ready")},onFallback:f})},f))},n=0,i=0,a=requestAnimationFrame(()=>{"function"==typeof requestIdleCallback?n=requestIdleCallback(t,{timeout:500}):i=setTimeout(t,50)}),()=>{cancelAnimationFrame(a),n&&cancelIdleCallback(n),i&&clearTimeout(i)});return()=>{s=!0,g(),m?.destroy(),m=null,p.current=null}},[e,h]),(0,i.useEffect)(()=>{p.current?.update(t)},[t]),{hostRef:o,status:s}}},g2(e,t,n){function i(e){return/^[A-Za-z ]+$/.test(e)&&/[A-Za-z]/.test(e)}function a(e,t){return t.includes(e)}n.d(t,{},{Eo:function(e,t){let n=e.trim();return n?null!==t&&n.length!==t?"length":null:"required"},Et:i,Gh:function(e){return e.replace(/\D/g,"")},Jr:function(e){return e.trim()?i(e.trim())?null:"english":"required"},lC:a,uz:function(e,t){return!!t&&!!a(t.bankCode,e)&&!i(t.bankAccountName)}})},QK(e,t,n){var i=n("u"),a=n("mc"),r=n("jb"),l=n("H4");n.d(t,{},{u:function(){var e;let t=(0,a.tz)(),n=(e=(0,l.vT)().data?.bankAccount,e?.currency==="LAK"?"LAK":"BAHT"),o=(0,i.useCallback)(e=>t.formatMessage({id:"money.amount"},{amount:(0,r.ej)(e),currency:n}),[t,n]);return(0,i.useMemo)(()=>({currency:n,format:o,unit:t.formatMessage({id:"money.unit"},{currency:n})}),[n,o,t])}})},MH(e,t,n){let i=/^(?:(\d{1,3}(?:,\d{3})+)|(\d*))(?:\.(\d*))?$/;function a(e){return e/100}n.d(t,{},{CQ:function(e){if(!Number.isFinite(e))return null;let t=100*e,n=Math.round(t);return Math.abs(t-n)>1e-6||!Number.isSafeInteger(n)?null:n},C_:function(e){let t=e.replace(/\s+/g,"");if(!t)return{ok:!1,problem:"empty"};let n=i.exec(t);if(!n)return{ok:!1,problem:"invalid"};let a=(n[1]??n[2]??"").replace(/,/g,""),r=n[3]??"";if(!a&&!r)return{ok:!1,problem:"invalid"};if(r.length>2)return{ok:!1,problem:"decimals"};let l=`${a||"0"}${r.padEnd(2,"0")}`.replace(/^0+(?=\d)/,"");if(l.length>15)return{ok:!1,problem:"tooLarge"};let o=Number(l);return o>1e9?{ok:!1,problem:"tooLarge"}:{ok:!0,satang:o}},VE:{empty:"amount.required",invalid:"amount.invalid",decimals:"amount.decimals",tooLarge:"amount.tooLarge"},jP:a,tQ:function(e){return a(e.reduce((e,t)=>e+Math.round(100*t),0))}})},Z5(e,t,n){n.d(t,{k:()=>f});var i=n("u"),a=n("M"),r=n("qk"),l=n("nJ"),o=n("mH"),s=n("TD"),c=n("Mj"),u=n("k"),d=n("mN"),p=n("ur"),h=n("ww");let m=["KBANK","WW","PAYTIMZ"];function f(){let e=(0,h.T)();return(0,i.useMemo)(()=>{async function t(t,n){let i=arguments.length>2&&void 0!==arguments[2]&&arguments[2],a=await t;return(a.ok||i)&&await e(n),a}let n=[a.o.wallet],i=m.map(r.r.state),h=[a.o.wallet,l.w.list],f=[o.n.active,o.n.list,a.o.wallet,l.w.list,s.v.check],g=[c.g.setup,c.g.coupons,a.o.wallet];return{activateGame:e=>t(a.y.activate(e),n),resetGamePassword:e=>t(a.y.resetPassword(e),[a.o.credentials(e)]),transfer:e=>t(a.y.transfer(e),n,!0),transferAll:e=>t(a.y.transferAll(e),n,!0),editBankName:e=>t(u.i.updateBankAccountName(e),[a.o.wallet,u.I.profile]),updateProfile:e=>t(u.i.updateProfile(e),[u.I.profile,a.o.wallet]),changePassword:e=>t(u.i.changePassword(e),[]),activateBonus:e=>t(o.G.activate(e),f,!0),clearBonus:()=>t(o.G.clear(),f,!0),activatePromotion:e=>t(d.U.activate(e),f,!0),receiveInviteBonus:()=>t(p.C_.receiveBonus(),[a.o.wallet,p.Qp.list]),receiveRefund:()=>t(s.N.receive(),[a.o.wallet,s.v.check,s.v.list]),refundToWallet:()=>t(s.N.addWallet(),[a.o.wallet,s.v.check,s.v.list]),withdrawAll:e=>t(a.y.withdrawAll({amount:e}),h,!0),deposit:e=>t(a.y.add({amount:e}),h),sendWalletLink:async(e,n)=>t(a.y.truelink({link:await async function(e,t){let n,i=await crypto.subtle.importKey("spki",(n=e.replace(/-----(BEGIN|END) PUBLIC KEY-----/g,"").replace(/\s+/g,""),Uint8Array.from(atob(n),e=>e.charCodeAt(0))),{name:"RSA-OAEP",hash:"SHA-256"},!1,["encrypt"]);var a=await crypto.subtle.encrypt({name:"RSA-OAEP"},i,new TextEncoder().encode(t));let r="";for(let e of new Uint8Array(a))r+=String.fromCharCode(e);return btoa(r)}(n,e)}),h),uploadSlip:(e,n)=>t(a.y.slip(e,n),[l.w.slips,l.w.list]),createQr:(e,n)=>t(r.x.create(e,n),i,!0),cancelQr:e=>t(r.x.cancel(e),i,!0),spin:async()=>{let t=await c.c.spin();return t.ok&&e(g),t},claimCoupon:e=>t(c.c.claim(e),[...g,l.w.list])}},[e])}},zz(e,t,n){var i=n("MH");let a=["slot","sport","lotto"];n.d(t,{},{Mw:function(e){return(0,i.tQ)([e.wallet.amount,...e.slots.map(e=>e.amount)])},R6:a,hl:function(e){let t=e.slots.filter(e=>e.isActive).map(e=>e.amount);return[e.wallet.amount,...t].reduce((e,t)=>e+Math.round(100*t),0)},qA:function(e){return a.map(t=>({category:t,accounts:e.filter(e=>e.category===t)})).filter(e=>e.accounts.length>0)},vZ:function(e){return Math.round(Math.round(100*e.amount)*(Number.isFinite(e.ftWalletSlot)?e.ftWalletSlot:1))/100}})},Q8(e,t,n){n.d(t,{p:()=>p});var i=n("w"),a=n("mc"),r=n("vM"),l=n("QK"),o=n("gR"),s=n("Z5"),c=n("H4"),u=n("N"),d=n("lW");function p(){let e,t,n,p,h,m,f,g=(e=(0,a.tz)(),t=(0,u.s)(),n=(0,o.b)(),p=(0,o.C)(),h=(0,s.k)(),m=(0,l.u)(),f=(0,c.vT)().data?.invite,{...(0,d.y)(async()=>{if(!f||!await t.confirm({title:e.formatMessage({id:"home.inviteConfirmTitle"}),text:e.formatMessage({id:"home.rates"},{money:m.format(f.amount),success:f.success,fail:f.fail}),confirmLabel:e.formatMessage({id:"home.receive"})}))return;let i=await h.receiveInviteBonus();if(!i.ok)return void t.error(e.formatMessage({id:"home.failedTitle"}),n(i.error));let a=p(i.data.message);i.data.success?t.success(e.formatMessage({id:"home.receivedTitle"}),a):t.error(e.formatMessage({id:"home.failedTitle"}),a)}),canReceive:!!(f&&f.amount>0)});return(0,i.Y)(r.$,{size:"sm",loading:g.busy,disabled:!g.canReceive,onClick:()=>void g.run(),children:(0,i.Y)(a.sA,{id:"home.receive"})})}},jb(e,t,n){var i=n("Z");let a=new Intl.NumberFormat("en-US",{minimumFractionDigits:2,maximumFractionDigits:2});function r(e){return String(e).padStart(2,"0")}function l(e){let t=new Date(e);return Number.isNaN(t.getTime())?"":`${r(t.getDate())}/${r(t.getMonth()+1)}/${t.getFullYear()} ${r(t.getHours())}:${r(t.getMinutes())}:${r(t.getSeconds())}`}let o=[["year",31536e3],["month",2592e3],["day",86400],["hour",3600],["minute",60],["second",1]];n.d(t,{},{Yq:function(e){return l(e).slice(0,10)},ak:function(e,t,n){let a=(0,i.uE)(n);if(0===Intl.RelativeTimeFormat.supportedLocalesOf(a).length)return new Intl.DateTimeFormat(a,{hour:"2-digit",minute:"2-digit"}).format(e);let{value:r,unit:l}=function(e,t){let n=Math.max(0,Math.floor((t-e)/1e3));for(let[e,t]of o)if(n>=t)return{value:Math.floor(n/t),unit:e};return{value:0,unit:"second"}}(e,t);return new Intl.RelativeTimeFormat(a,{numeric:"always"}).format(-r,l)},ej:function(e){let t=Math.round(100*Math.abs(e)+100*Number.EPSILON),n=Math.sign(e)*t/100;return a.format(Object.is(n,-0)?0:n)},gl:function(e){return"deposit"===e||"bonus"===e?"+":"withdraw"===e?"-":""},m3:function(e){return/^\d{10}$/.test(e)?`${e.slice(0,3)}-${e.slice(3,6)}-${e.slice(6)}`:e},r6:l,zt:function(e,t){let n=Math.max(0,Math.ceil((e-t)/1e3));return`${r(Math.floor(n/60))}:${r(n%60)}`}})}}]);
//# sourceMappingURL=2.330e54ed99.js.map